// Each remote's production build, twice from the same source: first with an empty webpack
// cache, then with the cache that build left. A release's version hashes every file of the
// build, so the same source must give byte-identical files, or each start releases anew.
const { createHash } = require('node:crypto');
const { mkdtempSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

const root = path.resolve(__dirname, '..');
let dir;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'reproducible-builds-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The remote's own production configuration, writing to `outDir` and caching in `cacheDir`. */
function build(folder, outDir, cacheDir) {
  const config = require(path.join(root, folder, 'webpack.config.js'))({}, { mode: 'production' });
  const compiler = webpack({
    ...config,
    output: { ...config.output, path: outDir },
    cache: { ...config.cache, cacheDirectory: cacheDir },
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      // Closing writes the cache, which the next build reads.
      compiler.close((closeError) => {
        const failure = error ?? closeError ?? (stats.hasErrors() ? new Error(stats.toString('errors-only')) : null);
        if (failure) reject(failure);
        else resolve();
      });
    });
  });
}

/** Every file of a build with a hash of its bytes, by relative path. */
function fileHashes(outDir) {
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return [path.relative(outDir, full), createHash('sha256').update(readFileSync(full)).digest('hex')];
    }),
  );
}

it.each(['mf-auth', 'mf-attractions', 'mf-bookings'])('%s builds the same files with a cold and a warm cache', async (folder) => {
  const cache = path.join(dir, folder, 'cache');
  const cold = path.join(dir, folder, 'cold');
  const warm = path.join(dir, folder, 'warm');
  await build(folder, cold, cache);
  expect(readdirSync(cache)).not.toEqual([]);
  await build(folder, warm, cache);
  const coldFiles = fileHashes(cold);
  expect(coldFiles).toHaveProperty(['mf-stats.json']);
  expect(fileHashes(warm)).toEqual(coldFiles);
}, 120_000);
