/**
 * @jest-environment jsdom
 */
// A browser's own parser reads the page, as a visitor's would.
/// <reference lib="dom" />
import { CONFIG_ELEMENT_ID, renderShellPage, type PublicAppConfig } from './shell-page';

const TEMPLATE = '<!doctype html><html><head><title>City Pass</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const config: PublicAppConfig = {
  brand: 'amsterdam',
  remotes: [
    { name: 'auth', entry: 'https://auth.example/mf-manifest.json' },
    { name: 'attractions', entry: 'https://attractions.example/mf-manifest.json' },
  ],
  analyticsId: null,
  contactUrl: 'https://www.citypass.example/contact',
};

function inlineConfig(page: string): unknown {
  const document = new DOMParser().parseFromString(page, 'text/html');
  return JSON.parse(document.getElementById(CONFIG_ELEMENT_ID)!.textContent!);
}

describe('the shell page', () => {
  it('carries the configuration in a data block in the head, before the end of it', () => {
    const page = renderShellPage(TEMPLATE, config);
    expect(inlineConfig(page)).toEqual(config);
    expect(page.indexOf(`id="${CONFIG_ELEMENT_ID}" type="application/json"`)).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<div id=root></div>');
  });

  it('asks for the auth manifest at once, and for no other remote', () => {
    const page = renderShellPage(TEMPLATE, config);
    expect(page).toContain('<link rel="preload" href="https://auth.example/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(page).not.toContain('attractions.example/mf-manifest.json" as=');
  });

  it('keeps values that look like markup inside the data block', () => {
    const hostile = { ...config, contactUrl: 'https://x.example/</script><script>alert(1)</script><!--' };
    const page = renderShellPage(TEMPLATE, hostile);
    expect(page).not.toContain('</script><script>alert(1)');
    expect(inlineConfig(page)).toEqual(hostile);
  });

  it('quotes a manifest address inside its attribute', () => {
    const page = renderShellPage(TEMPLATE, { ...config, remotes: [{ name: 'auth', entry: 'https://a.example/m.json?"><script>' }] });
    expect(page).toContain('href="https://a.example/m.json?&quot;>&lt;script>"');
  });

  it('refuses a template without a head', () => {
    expect(() => renderShellPage('<p>no head</p>', config)).toThrow('no </head>');
  });
});
