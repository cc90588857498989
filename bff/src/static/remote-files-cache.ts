import { LANGUAGE_FILES_FILE, type RemoteFiles, type RemoteFilesByName, type RemoteName } from '@citypass/contracts';
import { languageFilesAt, remoteFilesOf } from './remote-files';

// The page names the files its remotes need first, so the shell can ask for them the moment its
// script runs. The names come from the remotes' manifests, which change whenever a remote is
// deployed: they are kept here and refreshed in the background, and a page never waits for them
// (a page served before a manifest was read simply names nothing for that remote).

export interface RemoteFilesCacheOptions {
  /** How long a manifest's reading is trusted before it is read again. */
  maxAgeMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface RemoteFilesCache {
  /** What is known now of each remote's manifest (given by remote name); starts reading those unknown or too old. */
  peek(manifests: Partial<Record<RemoteName, string>>): RemoteFilesByName;
  /** Resolves once the readings under way have ended. */
  settled(): Promise<void>;
}

export function createRemoteFilesCache({
  maxAgeMs = 30_000,
  timeoutMs = 3000,
  fetch: fetchManifest = fetch,
  now = Date.now,
}: RemoteFilesCacheOptions = {}): RemoteFilesCache {
  const known = new Map<string, { files: RemoteFiles | null; readAt: number }>();
  const reading = new Map<string, Promise<void>>();

  const read = async (url: string): Promise<void> => {
    let files: RemoteFiles | null = known.get(url)?.files ?? null;
    try {
      const response = await fetchManifest(url, { signal: AbortSignal.timeout(timeoutMs) });
      // A manifest that is gone or unreadable names nothing; an unreachable one keeps what it named.
      files = response.ok ? remoteFilesOf(await response.json(), url) : null;
      const languages = files && (await readLanguageFiles(url));
      if (files && languages && Object.keys(languages).length > 0) files = { ...files, languages };
    } catch (error) {
      if (error instanceof SyntaxError) files = null;
    }
    known.set(url, { files, readAt: now() });
  };

  // Beside the manifest, the build's catalogue files: none for a build without texts of its own, or unreadable.
  const readLanguageFiles = async (manifestUrl: string): Promise<Record<string, string[]>> => {
    try {
      const response = await fetchManifest(new URL(LANGUAGE_FILES_FILE, manifestUrl), { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? languageFilesAt(await response.json(), manifestUrl) : {};
    } catch {
      return {};
    }
  };

  return {
    peek(manifests) {
      const result: RemoteFilesByName = {};
      for (const [name, url] of Object.entries(manifests) as [RemoteName, string][]) {
        const entry = known.get(url);
        if ((!entry || now() - entry.readAt >= maxAgeMs) && !reading.has(url)) {
          reading.set(url, read(url).finally(() => reading.delete(url)));
        }
        if (entry?.files) result[name] = entry.files;
      }
      return result;
    },
    async settled() {
      await Promise.all(reading.values());
    },
  };
}
