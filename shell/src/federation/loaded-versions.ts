import type { PageReleases, RemoteFilesByName, RemoteName } from '@citypass/contracts';

export interface LoadedVersion {
  name: RemoteName;
  version: string;
}

/**
 * The version of each loaded remote, so operators can see what runs: the release the page names
 * for it, else (dev servers, REMOTES_FILE) the version its build's manifest records, as the BFF
 * read it for the page.
 */
export function loadedRemoteVersions(loaded: readonly RemoteName[], releases: PageReleases['remotes'], files: RemoteFilesByName): LoadedVersion[] {
  return loaded.map((name) => ({ name, version: releases[name]?.version ?? files[name]?.version ?? 'unknown' }));
}
