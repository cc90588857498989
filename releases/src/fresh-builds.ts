import type { RemoteName } from '@citypass/contracts';
import { createApiClient, refusal, type ApiAnswer, type ApiClient } from './cli/api-client';
import { releasesListingSchema, remoteHistorySchema } from './contract/release-api';
import { publishRelease } from './publish-release';
import type { ReleaseRecord } from './release-record';

const FRESH_BUILD_REASON = 'npm start: the fresh build';

export interface FreshBuild {
  remote: RemoteName;
  distDir: string;
  packageVersion: string;
  /** The remote's team token: the fresh build goes through the release API as a team's would. */
  token: string;
}

function ensureAccepted(answer: ApiAnswer): void {
  if (answer.status >= 400) throw new Error(refusal(answer));
}

interface FreshBuildsOptions {
  builds: FreshBuild[];
  storeDir: string;
  bffUrl: string;
  /** The records of builds already published into the store (`npm start` publishes before its remote hosts start): not hashed again. */
  published?: ReleaseRecord[];
}

/**
 * Whether a start promotes the build: not when it is promoted already, nor when it is the build a
 * start promoted last, for then the source has not changed and whatever was promoted since stays.
 */
async function changedSinceLastStart(api: ApiClient, remote: RemoteName, version: string): Promise<boolean> {
  const listing = await api('GET', '');
  ensureAccepted(listing);
  const { remotes } = releasesListingSchema.parse(listing.body);
  if (remotes[remote].promoted === version) return false;
  const answer = await api('GET', `/${remote}/history`);
  ensureAccepted(answer);
  const lastStart = remoteHistorySchema.parse(answer.body).history.findLast((entry) => entry.action === 'promote' && entry.reason === FRESH_BUILD_REASON);
  return lastStart?.to !== version;
}

/**
 * Publishes each build (unless handed its record), registers it (which changes nothing when it
 * is registered already) and promotes it when the source changed since the last start, so a
 * development start shows the code just built and a restart without a change leaves the history
 * as it was. Returns each build's version.
 */
export async function promoteFreshBuilds(options: FreshBuildsOptions): Promise<string[]> {
  const versions: string[] = [];
  for (const build of options.builds) {
    const record =
      options.published?.find((published) => published.remote === build.remote) ??
      (await publishRelease({ ...build, storeDir: options.storeDir })).record;
    const api = createApiClient({ RELEASES_URL: options.bffUrl, RELEASE_TOKEN: build.token });
    ensureAccepted(await api('POST', `/${build.remote}/versions`, { version: record.version }));
    if (await changedSinceLastStart(api, build.remote, record.version)) {
      ensureAccepted(await api('POST', `/${build.remote}/promote`, { version: record.version, reason: FRESH_BUILD_REASON }));
    }
    versions.push(record.version);
  }
  return versions;
}
