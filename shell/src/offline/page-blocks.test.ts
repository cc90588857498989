import { PAGE_DATA_ELEMENT_IDS } from '@citypass/contracts';
import { pageDeploymentIn, pageLanguageIn, pageOrderIn, pageReleasesIn, pageShellScriptsIn } from './page-blocks';

// What the service worker reads of a kept or answered page: its releases and whose it is; a page
// it cannot read (another build's, damaged) is never kept nor trusted.

const block = (id: string, json: string) => `<script id="${id}" type="application/json">${json}</script>`;
const releases = { enforced: true, remotes: { bookings: { version: '0.1.0-aaaaaaaaaaaa', base: 'https://remotes.example/bookings/0.1.0-aaaaaaaaaaaa/', integrity: {} } } };
const session = { user: { email: 'a@example.com' }, orderNumber: 'CP-100001', passes: [], expires: '2099-01-01T00:00:00.000Z' };

test('reads the releases a page names and the order it belongs to', () => {
  const html = `<html><head>${block(PAGE_DATA_ELEMENT_IDS.session, JSON.stringify(session))}${block(PAGE_DATA_ELEMENT_IDS.releases, JSON.stringify(releases))}</head></html>`;
  expect(pageReleasesIn(html)).toEqual(releases);
  expect(pageOrderIn(html)).toBe('CP-100001');
});

test("a signed-out visitor's page belongs to nobody", () => {
  expect(pageOrderIn(block(PAGE_DATA_ELEMENT_IDS.session, 'null'))).toBeNull();
});

test.each([
  ['no block', '<html></html>'],
  ['a block that does not parse', block(PAGE_DATA_ELEMENT_IDS.releases, '{"enforced": tru')],
  ['a block of another shape (an older build)', block(PAGE_DATA_ELEMENT_IDS.releases, '{"remotes": []}')],
])('%s: no releases, so the page is not kept', (_what, html) => {
  expect(pageReleasesIn(html)).toBeNull();
});

test.each([
  ['<html lang="ca" dir="ltr">', 'ca'],
  ['<html lang="en-XA" dir="ltr">', 'en'],
  ['<html lang="xx">', 'en'],
  ['<html>', 'en'],
])('the page %s loads the catalogues of %s', (html, language) => {
  expect(pageLanguageIn(html)).toBe(language);
});

test('the deployment a page was written for is its configuration as written; a page without one has none', () => {
  expect(pageDeploymentIn(block(PAGE_DATA_ELEMENT_IDS.config, '{"brand":"barcelona"}'))).toBe('{"brand":"barcelona"}');
  expect(pageDeploymentIn('<html></html>')).toBeNull();
});

test("a page's own scripts are the shell's, on its origin, however the page quotes them; a remote's and a data block are not", () => {
  const html = '<script defer src=/legacy-check.1a.js></script><script defer src="/main.2b.js"></script><script src="https://remotes.example/remoteEntry.js"></script><script id="app-config" type="application/json">{}</script>';
  expect(pageShellScriptsIn(html)).toEqual(['/legacy-check.1a.js', '/main.2b.js']);
});
