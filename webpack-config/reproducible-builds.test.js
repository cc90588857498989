// Each remote's production build, twice from the same source: first with an empty webpack
// cache, then with the cache that build left; and a remote built in two checkouts of the same
// source in different folders. A release's version hashes every file of the build, so the same
// source must give byte-identical files, or each start (and each checkout) releases anew.
const { execFile } = require('node:child_process');
const { createHash } = require('node:crypto');
const { cpSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');

const root = path.resolve(__dirname, '..');
const run = promisify(execFile);
let dir;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'reproducible-builds-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The package's production build as its `build` script runs it, in its own folder and a process of
 * its own (the catalogues' ICU parser is an ES module, which jest's module loader cannot require).
 */
function webpackIn(checkout, folder, outDir, ...flags) {
  const cli = path.join(checkout, 'node_modules/webpack/bin/webpack.js');
  return run(process.execPath, [cli, '--mode', 'production', '--output-path', outDir, ...flags], { cwd: path.join(checkout, folder) });
}

/** The remote's own production build, writing to `outDir` and caching in `cacheDir`. */
const build = (folder, outDir, cacheDir) => webpackIn(root, folder, outDir, '--cache-cache-directory', cacheDir);

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

/** `from` at `to`, every file hard-linked and symbolic links kept: a checkout's node_modules, without copying it. */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else linkSync(source, target);
  }
}

// What builds leave behind (webpack's cache, the federation plugin's files): not part of a checkout.
const BUILD_STATE = new Set(['.cache', '.federation']);

/** What another checkout of this source holds for building `folder`: it, the packages it builds with, node_modules. */
function checkOut(folder, checkout) {
  linkTree(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'));
  for (const name of [folder, 'contracts', 'languages', 'calendar', 'shared-ui', 'webpack-config']) {
    cpSync(path.join(root, name), path.join(checkout, name), { recursive: true, filter: (source) => !BUILD_STATE.has(path.basename(source)) });
  }
}

/** The same, without webpack's cache. */
const buildIn = (checkout, folder, outDir) => webpackIn(checkout, folder, outDir, '--no-cache');

/** The version the release command (what `npm run release` runs after the build) publishes a build under. */
async function releasedVersion(remote, distDir, storeDir) {
  const { version } = require(path.join(root, `mf-${remote}`, 'package.json'));
  const command = [path.join(root, 'releases/bin/citypass-release.js'), '--remote', remote, '--dir', distDir, '--package-version', version, '--publish-only'];
  await run(process.execPath, command, { env: { ...process.env, RELEASES_DIR: storeDir } });
  return readdirSync(path.join(storeDir, remote));
}

describe('a remote checked out in another folder', () => {
  let checkouts;
  // Beside the repository rather than in the system's temporary folder: hard links need the same file system.
  beforeAll(() => {
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    checkouts = mkdtempSync(path.join(root, '.cache', 'checkouts-'));
  });
  afterAll(() => rmSync(checkouts, { recursive: true, force: true }));

  it('builds the same files, and so the same release version, as in this one', async () => {
    const elsewhere = path.join(checkouts, 'another', 'checkout');
    checkOut('mf-bookings', elsewhere);
    const [here, there] = [path.join(dir, 'here'), path.join(dir, 'there')];
    await buildIn(root, 'mf-bookings', here);
    await buildIn(elsewhere, 'mf-bookings', there);
    const hereFiles = fileHashes(here);
    expect(hereFiles).toHaveProperty(['remoteEntry.js.map']);
    expect(fileHashes(there)).toEqual(hereFiles);
    const versionHere = await releasedVersion('bookings', here, path.join(dir, 'store-here'));
    expect(await releasedVersion('bookings', there, path.join(dir, 'store-there'))).toEqual(versionHere);
  }, 240_000);
});
