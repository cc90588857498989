import type { RemoteName } from '@citypass/contracts';
import { ReleaseError } from '../release-error';
import { RELEASE_VERSION_PATTERN } from '../release-record';

/** Each remote's release origin: a base address (ending in `/`) with one folder per version below it. */
export type ReleaseOrigins = Record<RemoteName, string>;

/** Where browsers fetch a version's files: its folder below the remote's origin. */
export function releaseBase(origins: ReleaseOrigins, remote: RemoteName, version: string): string {
  // Only a version's own name reaches the address: no other path can be named through it.
  if (!RELEASE_VERSION_PATTERN.test(version)) throw new ReleaseError(404, 'RELEASE_NOT_FOUND', `${remote} ${version} is not published`);
  return new URL(`${version}/`, origins[remote]).href;
}
