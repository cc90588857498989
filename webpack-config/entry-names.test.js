// How the shell's entry script is named, read from its configuration without building: the page
// names it, so a production build gives it a content hash and it is cached immutable; the dev
// server keeps the plain name.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
// A production build of the shell is the shell, then its service worker.
const shellOutput = (mode) => [require(path.join(root, 'shell/webpack.config.js'))({}, { mode })].flat()[0].output;
const main = (contentHash) => ({ chunk: { name: 'main', contentHash } });

it("content-hashes the shell's entry script in production, as its chunks are", () => {
  expect(shellOutput('production').filename(main({ javascript: '0123456789abcdef' }))).toBe('[name].[contenthash:10].js');
});

it('names it without a hash only where webpack asks before hashes exist (the federation runtime, for its folder)', () => {
  expect(shellOutput('production').filename(main({}))).toBe('[name].js');
});

it('keeps plain names on the dev server', () => {
  expect(shellOutput('development').filename).toBe('[name].js');
});
