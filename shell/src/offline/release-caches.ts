import {
  catalogueFileLanguage,
  COMPLETE_RELEASE_MARK,
  RELEASE_CACHE_PREFIX,
  releaseCacheName,
  SOURCE_LANGUAGE,
  type PageRelease,
  type PageReleases,
} from '@citypass/contracts';
import { releaseFiles } from './page-blocks';

/** The files of a release a page in `language` needs: all but the catalogues of other languages (English stays, every part's fallback). */
function neededFiles(release: PageRelease, language: string) {
  return releaseFiles(release).filter(({ url }) => {
    const catalogue = catalogueFileLanguage(new URL(url).pathname);
    return catalogue === null || catalogue === SOURCE_LANGUAGE || catalogue === language;
  });
}

// Each remote release a page names is kept whole, in a cache of its own, or not at all: every file
// is fetched with the integrity the page names (a file that fails it is never stored), the cache
// is marked complete only once all are in. The releases a page no longer names are dropped only
// once the page naming their successors is kept, so an offline visit always finds one complete
// set, never files of two releases of a remote mixed.

/** The Cache API and fetch, as the service worker has them (tests give their own). */
export interface ReleaseCacheDeps {
  caches: CacheStorage;
  fetch: typeof fetch;
}

async function keepRelease({ caches, fetch }: ReleaseCacheDeps, remote: string, release: PageRelease, language: string): Promise<void> {
  const name = releaseCacheName(remote, release.version);
  const cache = await caches.open(name);
  try {
    await Promise.all(
      neededFiles(release, language).map(async ({ url, integrity }) => {
        if (await cache.match(url)) return;
        // fetch refuses a body that does not hash to `integrity`: what is stored is what was released.
        const response = await fetch(url, { integrity, mode: 'cors', credentials: 'omit' });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await cache.put(url, response);
      }),
    );
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
  await cache.put(COMPLETE_RELEASE_MARK, new Response(release.version));
}

/**
 * Keeps every release the page names, whole for a page in `language` (the catalogues of that
 * language and English, no other: only the language in use is downloaded); resolves once all are
 * whole, rejects if one could not be.
 */
export async function keepReleases(deps: ReleaseCacheDeps, releases: PageReleases, language: string): Promise<void> {
  const results = await Promise.allSettled(
    Object.entries(releases.remotes).map(([remote, release]) => (release ? keepRelease(deps, remote, release, language) : undefined)),
  );
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

const cacheNames = (releases: PageReleases) =>
  Object.entries(releases.remotes).flatMap(([remote, release]) => (release ? [releaseCacheName(remote, release.version)] : []));

/** Whether two pages name the same releases. */
export const sameReleases = (a: PageReleases, b: PageReleases): boolean => cacheNames(a).sort().join() === cacheNames(b).sort().join();

/** Drops every kept release these releases do not name. */
export async function dropOtherReleases({ caches }: Pick<ReleaseCacheDeps, 'caches'>, releases: PageReleases): Promise<void> {
  const named = new Set(cacheNames(releases));
  for (const name of await caches.keys()) {
    if (name.startsWith(RELEASE_CACHE_PREFIX) && !named.has(name)) await caches.delete(name);
  }
}

/** The caches of the releases kept whole (marked complete); a release still being kept is not one. */
async function* completeReleases({ caches }: Pick<ReleaseCacheDeps, 'caches'>): AsyncGenerator<Cache> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(RELEASE_CACHE_PREFIX)) continue;
    const cache = await caches.open(name);
    if (await cache.match(COMPLETE_RELEASE_MARK)) yield cache;
  }
}

/**
 * The addresses of every file of the complete releases kept: what the service worker answers
 * itself. It leaves any other script to the browser, which loads it under the page's own policy
 * (a developer's dev server in a preview, a release not kept yet).
 */
export async function keptReleaseUrls(deps: Pick<ReleaseCacheDeps, 'caches'>): Promise<Set<string>> {
  const urls = new Set<string>();
  for await (const cache of completeReleases(deps)) {
    for (const request of await cache.keys()) if (!request.url.endsWith(COMPLETE_RELEASE_MARK)) urls.add(request.url);
  }
  return urls;
}

/** A file of a complete release kept on the device, or undefined. */
export async function keptReleaseFile(deps: Pick<ReleaseCacheDeps, 'caches'>, url: string): Promise<Response | undefined> {
  for await (const cache of completeReleases(deps)) {
    const kept = await cache.match(url);
    if (kept) return kept;
  }
  return undefined;
}
