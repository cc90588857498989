// The legacy-browser check's address: named by its content, in the shape the BFF and the remote
// hosts cache immutable (`.<10 hex>.js`), so a return visit reads it from the cache and a changed
// check reaches visitors under a new name.
const { createHash } = require('node:crypto');
const { mkdtempSync, mkdirSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { legacyCheck } = require('./legacy-check');

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'legacy-check-'));
  mkdirSync(path.join(dir, 'public'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const withCheck = (source) => {
  writeFileSync(path.join(dir, 'public/legacy-check.js'), source);
  return legacyCheck(dir);
};

it('names the check by the first 10 hex digits of its sha256, and pages load it from the root', () => {
  const check = withCheck('var a = 1;');
  const hash = createHash('sha256').update('var a = 1;').digest('hex').slice(0, 10);
  expect(check).toEqual({ from: path.join(dir, 'public/legacy-check.js'), to: `legacy-check.${hash}.js`, src: `/legacy-check.${hash}.js` });
  expect(check.to).toMatch(/\.[0-9a-f]{10}\.js$/);
});

it('gives a changed check a new name', () => {
  expect(withCheck('var a = 1;').to).not.toBe(withCheck('var a = 2;').to);
});

it("fills the shell page's script address from its own check", () => {
  const shell = path.resolve(__dirname, '../../shell');
  const config = require(path.join(shell, 'webpack.config.js'))({}, { mode: 'production' });
  const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
  expect(html.userOptions.templateContent()).toContain(`<script src="${legacyCheck(shell).src}"></script>`);
});
