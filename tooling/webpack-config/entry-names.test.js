// How the shell's entry script is named, read from its configuration without building: the page
// names it, so a production build gives it a content hash and it is cached immutable; the dev
// server keeps the plain name.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const shellOutput = (mode) => require(path.join(root, 'shell/webpack.config.js'))({}, { mode }).output;

it("content-hashes the shell's entry script in production, as its chunks are", () => {
  expect(shellOutput('production').filename).toBe('[name].[contenthash:10].js');
});

it('keeps plain names on the dev server', () => {
  expect(shellOutput('development').filename).toBe('[name].js');
});
