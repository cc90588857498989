const { randomBytes } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { promoteFreshBuilds } = require('@citypass/releases');
const { tokenHash } = require('@citypass/releases/testing');

const ROOT = resolve(__dirname, '../..');
const { REMOTE_NAMES, REMOTE_PACKAGE_FOLDERS } = require('@citypass/contracts');
/** @typedef {import('@citypass/contracts').RemoteName} RemoteName */

/**
 * A stack's release store and registry, and each team's token (the BFF gets only their hashes).
 * @typedef {object} StackReleases
 * @property {string} storeDir `<store>/<remote>/<version>/`, each remote host serving `<store>/<remote>`.
 * @property {string} registryFile
 * @property {Record<RemoteName, string>} tokens
 */

/**
 * A store and registry in `dir`, with random tokens: nothing is shared with `npm start`'s `releases/` or another stack.
 * @param {string} dir
 * @returns {StackReleases}
 */
function createStackReleases(dir) {
  const tokens = /** @type {Record<RemoteName, string>} */ (Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, randomBytes(24).toString('hex')])));
  return { storeDir: join(dir, 'releases'), registryFile: join(dir, 'releases-registry.json'), tokens };
}

/**
 * The BFF's settings for the stack's release registry.
 * @param {StackReleases} releases
 * @returns {Record<string, string>}
 */
function releasesEnv({ storeDir, registryFile, tokens }) {
  return {
    RELEASE_REGISTRY_FILE: registryFile,
    RELEASES_DIR: storeDir,
    RELEASE_TOKENS: REMOTE_NAMES.map((remote) => `${remote}=${tokenHash(tokens[remote])}`).join(','),
  };
}

/**
 * Publishes, registers and promotes each remote's fresh build through the BFF's release API, as
 * `npm start` does.
 * @param {StackReleases} releases
 * @param {string} bffUrl
 */
async function promoteFreshRemotes({ storeDir, tokens }, bffUrl) {
  const builds = REMOTE_NAMES.map((remote) => {
    const folder = join(ROOT, REMOTE_PACKAGE_FOLDERS[remote]);
    const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    return { remote, distDir: join(folder, 'dist'), packageVersion: version, token: tokens[remote] };
  });
  await promoteFreshBuilds({ builds, storeDir, bffUrl });
}

module.exports = { createStackReleases, promoteFreshRemotes, releasesEnv };
