/**
 * @jest-environment jsdom
 */
// A browser's own parser reads the page, as a visitor's would.
/// <reference lib="dom" />
import {
  appConfigSchema,
  PAGE_DATA_ELEMENT_IDS,
  publicSessionSchema,
  pageReleasesSchema,
  remoteFilesByNameSchema,
  type AppConfig,
  type PageReleases,
  type PublicSession,
} from '@citypass/contracts';
import { TEST_CITY, TEST_STATEMENT } from '@citypass/contracts/testing';
import { renderShellPage } from './shell-page';

const { config: CONFIG_ELEMENT_ID, session: SESSION_ELEMENT_ID, remoteFiles: REMOTE_FILES_ELEMENT_ID, releases: RELEASES_ELEMENT_ID } = PAGE_DATA_ELEMENT_IDS;

const TEMPLATE = '<!doctype html><html><head><title>City Pass</title><script defer src=/main.0123456789.js></script></head><body><div id=root></div></body></html>';
const config: AppConfig = {
  theme: TEST_CITY,
  languages: ['en'],
  remotes: [
    { name: 'auth', entry: 'https://auth.example/remoteEntry.js' },
    { name: 'attractions', entry: 'https://attractions.example/remoteEntry.js' },
  ],
  analyticsId: null,
  contactUrl: 'https://www.citypass.example/contact',
  customerServicesUrl: 'https://www.citypass.example/customer-services',
  accessibility: TEST_STATEMENT,
  offline: true,
};

const session: PublicSession = {
  user: { name: 'CP-100001', email: 'three.passes@example.com' },
  orderNumber: 'CP-100001',
  passes: [],
  expires: '2026-12-23T12:00:00.000Z',
};

const shellChunks = { stateMachines: [] };
const legacyNotice = { text: 'Ihr Browser wird nicht mehr unterstützt.' };
const unchecked: PageReleases = { enforced: false, remotes: {} };
const words = { description: 'Buchen Sie Zeitfenster.', noscript: 'City Pass Bookings benötigt JavaScript.' };
/** What every page of these tests has in common. */
const BASE = { pathname: '/', language: 'en', alternates: [], app: [], legacyNotice, words, shellLanguages: {}, shellChunks } as const;
const attractionsRelease: PageReleases['remotes'] = {
  attractions: {
    version: '0.1.0-0123456789ab',
    base: 'https://attractions.example/0.1.0-0123456789ab/',
    integrity: { 'mf-manifest.json': `sha384-${'m'.repeat(64)}`, 'remoteEntry.js': `sha384-${'e'.repeat(64)}` },
  },
};

function dataBlock(page: string, id: string): unknown {
  const document = new DOMParser().parseFromString(page, 'text/html');
  return JSON.parse(document.getElementById(id)!.textContent!);
}
const inlineConfig = (page: string) => dataBlock(page, CONFIG_ELEMENT_ID);

describe('the shell page', () => {
  it('carries data the shell reads with the same contracts', () => {
    const remoteFiles = { auth: { exposes: { SessionProvider: ['https://auth.example/sp.js'] } } };
    const page = renderShellPage(TEMPLATE, { ...BASE, config, session, remoteFiles, releases: unchecked });
    expect(appConfigSchema.parse(dataBlock(page, CONFIG_ELEMENT_ID))).toEqual(config);
    expect(publicSessionSchema.parse(dataBlock(page, SESSION_ELEMENT_ID))).toEqual(session);
    expect(remoteFilesByNameSchema.parse(dataBlock(page, REMOTE_FILES_ELEMENT_ID))).toEqual(remoteFiles);
  });

  it('carries the configuration in a data block in the head, before the end of it', () => {
    const page = renderShellPage(TEMPLATE, { ...BASE, config, session: null, remoteFiles: {}, releases: unchecked });
    expect(inlineConfig(page)).toEqual(config);
    expect(page.indexOf(`id="${CONFIG_ELEMENT_ID}" type="application/json"`)).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<div id=root></div>');
  });

  it("carries the visitor's session, or null for a visitor who is signed out", () => {
    expect(dataBlock(renderShellPage(TEMPLATE, { ...BASE, config, session, remoteFiles: {}, releases: unchecked }), SESSION_ELEMENT_ID)).toEqual(session);
    expect(dataBlock(renderShellPage(TEMPLATE, { ...BASE, config, session: null, remoteFiles: {}, releases: unchecked }), SESSION_ELEMENT_ID)).toBeNull();
  });

  it("names each remote's promoted release", () => {
    const releases: PageReleases = { enforced: true, remotes: attractionsRelease };
    const page = renderShellPage(TEMPLATE, { ...BASE, config, session: null, remoteFiles: {}, releases });
    expect(pageReleasesSchema.parse(dataBlock(page, RELEASES_ELEMENT_ID))).toEqual(releases);
  });

  it('keeps values that look like markup inside the data block', () => {
    const hostile = { ...config, contactUrl: 'https://x.example/</script><script>alert(1)</script><!--' };
    const page = renderShellPage(TEMPLATE, { ...BASE, config: hostile, session: null, remoteFiles: {}, releases: unchecked });
    expect(page).not.toContain('</script><script>alert(1)');
    expect(inlineConfig(page)).toEqual(hostile);
  });

  it('names the files each remote needs first, as far as they are known', () => {
    const remoteFiles = { attractions: { exposes: { AttractionsPage: ['https://attractions.example/1.js'] } } };
    expect(dataBlock(renderShellPage(TEMPLATE, { ...BASE, config, session: null, remoteFiles, releases: unchecked }), REMOTE_FILES_ELEMENT_ID)).toEqual(remoteFiles);
  });

  it("carries the legacy-browser notice in the page's language, whatever its text holds", () => {
    const page = renderShellPage(TEMPLATE, { ...BASE, language: 'de', config, session: null, remoteFiles: {}, releases: unchecked });
    expect(dataBlock(page, PAGE_DATA_ELEMENT_IDS.legacyNotice)).toEqual(legacyNotice);
    const hostile = { text: '</script><script>alert(1)</script>' };
    const written = renderShellPage(TEMPLATE, { ...BASE, legacyNotice: hostile, config, session: null, remoteFiles: {}, releases: unchecked });
    expect(written).not.toContain('</script><script>alert(1)');
    expect(dataBlock(written, PAGE_DATA_ELEMENT_IDS.legacyNotice)).toEqual(hostile);
  });

  it.each([
    ['as written', '<meta name="description" content="Book timeslots." />'],
    ['minified', '<meta name=description content="Book timeslots.">'],
  ])("writes the template's description (%s) and noscript in the page's language, as text", (_form, meta) => {
    const template = TEMPLATE.replace('</head>', `${meta}</head>`).replace('<body>', '<body><noscript>Needs JavaScript.</noscript>');
    const read = (page: string) => new DOMParser().parseFromString(page, 'text/html');
    const german = read(renderShellPage(template, { ...BASE, language: 'de', config, session: null, remoteFiles: {}, releases: unchecked }));
    expect(german.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(words.description);
    expect(german.querySelector('noscript')!.textContent).toBe(words.noscript);
    const hostile = { description: '"><script>alert(1)</script>', noscript: '</noscript><script>alert(2)</script>' };
    const written = renderShellPage(template, { ...BASE, words: hostile, config, session: null, remoteFiles: {}, releases: unchecked });
    expect(written).not.toMatch(/<script>alert/);
    expect(read(written).querySelector('meta[name="description"]')!.getAttribute('content')).toBe(hostile.description);
  });

  it('refuses a template without a head', () => {
    expect(() => renderShellPage('<html><p>no head</p></html>', { ...BASE, config, session: null, remoteFiles: {}, releases: unchecked })).toThrow('no </head>');
  });
});
