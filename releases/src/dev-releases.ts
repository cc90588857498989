import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REMOTE_NAMES, REMOTE_PACKAGE_FOLDERS, type RemoteName } from '@citypass/contracts';
import type { FreshBuild } from './fresh-builds';
import { defaultStoreDir } from './store-location';
import { tokenHash } from './team-tokens';

/** The settings `npm start` reads for its releases (the BFF's environment). */
interface DevReleaseEnv {
  NODE_ENV: string;
  RELEASE_TOKENS: string;
  RELEASE_REGISTRY_FILE?: string;
  RELEASES_DIR?: string;
}

/** Development only: the token each team uses with `npm start` (README: Releasing a remote). */
export const devToken = (remote: RemoteName) => `dev-release-token-${remote}`;

/**
 * How `npm start` runs the remotes through the release registry: the registry and store at the
 * top of the repository unless set, and each remote's fresh build to publish and promote. The
 * development tokens serve unless RELEASE_TOKENS is set; production never accepts them.
 */
export function devReleaseSettings(env: DevReleaseEnv, root: string) {
  const storeDir = defaultStoreDir(env);
  const useDevTokens = !env.RELEASE_TOKENS && env.NODE_ENV !== 'production';
  const devHashes = REMOTE_NAMES.map((remote) => `${remote}=${tokenHash(devToken(remote))}`).join(',');
  const builds: FreshBuild[] = REMOTE_NAMES.map((remote) => {
    const folder = resolve(root, REMOTE_PACKAGE_FOLDERS[remote]);
    const { version } = JSON.parse(readFileSync(resolve(folder, 'package.json'), 'utf8')) as { version: string };
    return { remote, distDir: resolve(folder, 'dist'), packageVersion: version, token: useDevTokens ? devToken(remote) : '' };
  });
  return {
    storeDir,
    builds,
    bffEnv: {
      RELEASE_REGISTRY_FILE: resolve(env.RELEASE_REGISTRY_FILE ?? resolve(root, 'releases-registry.json')),
      RELEASES_DIR: storeDir,
      RELEASE_TOKENS: useDevTokens ? devHashes : env.RELEASE_TOKENS,
    },
  };
}
