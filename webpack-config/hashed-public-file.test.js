// The addresses of the files the shell's page names from its public folder (the legacy-browser
// check, the icon): named by their content, in the shape the BFF caches immutable
// (`.<10 hex>.<ext>`), so a return visit reads them from the cache and a changed file reaches
// visitors under a new name.
const { createHash } = require('node:crypto');
const { mkdtempSync, mkdirSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { hashedPublicFile, pageFiles } = require('./hashed-public-file');

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hashed-public-file-'));
  mkdirSync(path.join(dir, 'public'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const withFile = (name, content) => {
  writeFileSync(path.join(dir, 'public', name), content);
  return hashedPublicFile(dir, name);
};

it('names a file by the first 10 hex digits of its sha256 before its extension, and pages load it from the root', () => {
  const check = withFile('legacy-check.js', 'var a = 1;');
  const hash = createHash('sha256').update('var a = 1;').digest('hex').slice(0, 10);
  expect(check).toEqual({ from: path.join(dir, 'public/legacy-check.js'), to: `legacy-check.${hash}.js`, src: `/legacy-check.${hash}.js` });
  expect(withFile('favicon.svg', '<svg/>').to).toMatch(/^favicon\.[0-9a-f]{10}\.svg$/);
});

it('gives a changed file a new name', () => {
  expect(withFile('legacy-check.js', 'var a = 1;').to).not.toBe(withFile('legacy-check.js', 'var a = 2;').to);
});

it("fills the shell page's script and icon addresses from its own files", () => {
  const shell = path.resolve(__dirname, '../shell');
  // A production build of the shell is the shell, then its service worker.
  const [config] = require(path.join(shell, 'webpack.config.js'))({}, { mode: 'production' });
  const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
  const page = html.userOptions.templateContent();
  const { legacyCheck, favicon } = pageFiles(shell).addresses;
  expect(page).toContain(`<script defer src="${legacyCheck}"></script>`);
  expect(page).toContain(`<link rel="icon" href="${favicon}" type="image/svg+xml" />`);
  expect(page).not.toContain('<%=');
});
