import { resolve } from 'node:path';

/** The release store: `RELEASES_DIR`, or `release-store/` at the top of the repository. */
export function defaultStoreDir(env: { RELEASES_DIR?: string }): string {
  return resolve(env.RELEASES_DIR ?? resolve(__dirname, '../../release-store'));
}
