const { createHash } = require('node:crypto');
const { join } = require('node:path');
const { REMOTE_NAMES } = require('@citypass/contracts');
const { createStackReleases, releasesEnv } = require('./stack-releases');

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

test("keeps a stack's releases in its own folder, with team tokens of its own that the BFF gets only as sha256", () => {
  const releases = createStackReleases('/tmp/stack-a');
  const other = createStackReleases('/tmp/stack-b');
  expect(releases.storeDir).toBe(join('/tmp/stack-a', 'releases'));
  expect(releases.registryFile).toBe(join('/tmp/stack-a', 'releases-registry.json'));
  expect(new Set([...Object.values(releases.tokens), ...Object.values(other.tokens)]).size).toBe(REMOTE_NAMES.length * 2);

  const env = releasesEnv(releases);
  expect(env).toEqual({
    RELEASE_REGISTRY_FILE: releases.registryFile,
    RELEASES_DIR: releases.storeDir,
    RELEASE_TOKENS: REMOTE_NAMES.map((remote) => `${remote}=${sha256(releases.tokens[remote])}`).join(','),
  });
  for (const token of Object.values(releases.tokens)) expect(JSON.stringify(env)).not.toContain(token);
});
