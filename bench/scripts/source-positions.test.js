const { createServer } = require('node:http');
const { SourceMapGenerator } = require('source-map-js');
const { sourceName, withSources } = require('./source-positions');

describe('a served function named from its source map', () => {
  let server;
  let base;
  beforeAll(async () => {
    const map = new SourceMapGenerator({ file: 'main.js' });
    map.addMapping({ generated: { line: 3, column: 120 }, original: { line: 42, column: 2 }, source: 'webpack://citypass_shell/node_modules/styled-components/dist/styled-components.browser.esm.js', name: 'insertRules' });
    map.addMapping({ generated: { line: 3, column: 400 }, original: { line: 7, column: 0 }, source: 'webpack://citypass_shell/shared-ui/src/platform/i18n.ts', name: 'format' });
    server = createServer((req, res) => {
      if (req.url === '/main.cce8dd4b23.js.map') res.end(map.toString());
      else res.writeHead(404).end();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gives the original name, package file or our file, and line', async () => {
    const entries = [
      { function: 'n main.js:3', url: `${base}/main.cce8dd4b23.js`, line: 2, column: 125, ms: 50 },
      { function: 'o main.js:3', url: `${base}/main.cce8dd4b23.js`, line: 2, column: 401, ms: 12 },
    ];
    expect((await withSources(entries)).map((entry) => entry.source)).toEqual([
      'insertRules styled-components/dist/styled-components.browser.esm.js:42',
      'format shared-ui/src/platform/i18n.ts:7',
    ]);
  });

  it('leaves a function whose script has no map, or no address, as the profile named it', async () => {
    const entries = [
      { function: 'r remoteEntry.js:1', url: `${base}/remoteEntry.js`, line: 0, column: 10, ms: 3 },
      { function: 'appendChild (native):1', url: '', line: 0, column: 0, ms: 2 },
    ];
    expect((await withSources(entries)).map((entry) => entry.source)).toEqual([null, null]);
  });

  it('names a package’s file from node_modules on, and our own from the repository', () => {
    expect(sourceName('webpack://citypass_shell/../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom/cjs/react-dom.production.js');
    expect(sourceName('webpack://citypass_shell/src/bootstrap.tsx')).toBe('src/bootstrap.tsx');
  });
});

describe('whose code a source is', () => {
  it('is a package by its name, scoped or not, webpack’s runtime, or ours by its folder', () => {
    const { packageOf } = require('./source-positions');
    expect(packageOf('webpack://citypass_shell/../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOf('webpack://citypass_shell/../node_modules/@module-federation/runtime-core/dist/index.js')).toBe('@module-federation/runtime-core');
    expect(packageOf('webpack://citypass_shell/webpack/runtime/sharing')).toBe('webpack runtime');
    expect(packageOf('webpack://citypass_shell/shared-ui/src/platform/i18n.ts')).toBe('ours: shared-ui');
    expect(packageOf(null)).toBe('(not mapped)');
  });
});
