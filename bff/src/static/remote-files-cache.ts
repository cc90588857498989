import { LANGUAGE_FILES_FILE, type RemoteFiles, type RemoteFilesByName, type RemoteName } from '@citypass/contracts';
import { LRUCache } from 'lru-cache';
import { languageFilesAt, remoteFilesOf } from './remote-files';

// The page names the files its remotes need first, so the shell can ask for them the moment its
// script runs. The names come from the remotes' manifests, which change whenever a remote is
// deployed: they are kept here and refreshed in the background, and a page never waits for them
// (a page served before a manifest was read simply names nothing for that remote).

export interface RemoteFilesCacheOptions {
  /** How long a manifest's reading is trusted: one older is read again. */
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

/** What a manifest named when last read: null for one gone or unreadable. */
interface Reading {
  files: RemoteFiles | null;
}

export function createRemoteFilesCache({
  maxAgeMs = 30_000,
  timeoutMs = 3000,
  fetch: fetchManifest = fetch,
  now = Date.now,
}: RemoteFilesCacheOptions = {}): RemoteFilesCache {
  const reading = new Set<Promise<Reading>>();

  const read = async (url: string, stale: Reading | undefined, signal: AbortSignal): Promise<Reading> => {
    let files = stale?.files ?? null;
    try {
      const response = await fetchManifest(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
      // A manifest that is gone or unreadable names nothing; an unreachable one keeps what it named.
      files = response.ok ? remoteFilesOf(await response.json(), url) : null;
      const languages = files && (await readLanguageFiles(url));
      if (files && languages && Object.keys(languages).length > 0) files = { ...files, languages };
    } catch (error) {
      if (error instanceof SyntaxError) files = null;
    }
    return { files };
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

  // lru-cache reads each manifest once at a time and keeps the last reading while it reads it again.
  const readings = new LRUCache<string, Reading>({
    // A deployment's remotes and the releases it previews: a few dozen manifests at most.
    max: 256,
    ttl: maxAgeMs,
    allowStale: true,
    // Ages come from the clock itself, as a test's clock moves without time passing.
    ttlResolution: 0,
    perf: { now },
    fetchMethod: (url, stale, { signal }) => {
      const pending = read(url, stale, signal);
      reading.add(pending);
      return pending.finally(() => reading.delete(pending));
    },
  });

  return {
    peek(manifests) {
      const result: RemoteFilesByName = {};
      for (const [name, url] of Object.entries(manifests) as [RemoteName, string][]) {
        // Starts a reading of a manifest unknown or too old; the page takes what is known now.
        readings.fetch(url).catch(() => undefined);
        const files = readings.get(url)?.files;
        if (files) result[name] = files;
      }
      return result;
    },
    async settled() {
      await Promise.all(reading);
      // lru-cache stores a reading in a promise callback of its own: one turn of the event loop later, every one is stored.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}
