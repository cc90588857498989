import type { RemoteName } from '@citypass/shared-ui/contracts';
import { createApiClient, refusal, type ApiAnswer } from './cli/api-client';
import { releasesListingSchema } from './contract/release-api';
import { publishRelease } from './publish-release';
import type { ReleaseRecord } from './release-record';

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
 * Publishes each build (unless handed its record), registers it and promotes it unless it is
 * already promoted, so a development start always shows the code just built. Returns each
 * build's version.
 */
export async function promoteFreshBuilds(options: FreshBuildsOptions): Promise<string[]> {
  const versions: string[] = [];
  for (const build of options.builds) {
    const record =
      options.published?.find((published) => published.remote === build.remote) ??
      (await publishRelease({ ...build, storeDir: options.storeDir })).record;
    const api = createApiClient({ RELEASES_URL: options.bffUrl, RELEASE_TOKEN: build.token });
    ensureAccepted(await api('POST', `/${build.remote}/versions`, { version: record.version }));
    const listing = await api('GET', '');
    ensureAccepted(listing);
    const { remotes } = releasesListingSchema.parse(listing.body);
    if (remotes[build.remote].promoted !== record.version) {
      ensureAccepted(await api('POST', `/${build.remote}/promote`, { version: record.version, reason: 'npm start: the fresh build' }));
    }
    versions.push(record.version);
  }
  return versions;
}
