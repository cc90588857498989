import { precacheAndRoute, cleanupOutdatedCaches, getCacheKeyForURL, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { AUTH_PATH, catalogueFileLanguage, PAGES_CACHE, RELEASES_API_PATH, RELEASES_PAGE_PATH, SHELL_TEXTS_CACHE } from '@citypass/contracts';
import { keptReleaseFile, keptReleaseUrls } from '../src/offline/release-caches';
import { keptPages } from '../src/offline/kept-pages';

// The app for use without a network: the shell's build (Workbox's precache, from this build's
// manifest, but for its catalogues: those of the languages in use are kept as pages load them),
// each page as last answered (network first, a short wait), and the remote releases
// the page names, whole and checked (release-caches.ts). Product calls are never answered here.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** How long a page waits for the network before the kept one is shown. */
const PAGE_NETWORK_SECONDS = 3;
/** The shell's catalogues kept at most: a few languages of a few builds. */
const SHELL_TEXTS_KEPT = 30;

const deps = { caches: self.caches, fetch: self.fetch.bind(self) };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && catalogueFileLanguage(url.pathname) !== null,
  new CacheFirst({ cacheName: SHELL_TEXTS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: SHELL_TEXTS_KEPT })] }),
);

// The files of the releases kept whole, known at once: a script request is answered from them, or
// left to the browser (which loads it under the page's own policy), never fetched here instead.
let keptUrls = new Set<string>();
const indexKept = async () => {
  keptUrls = await keptReleaseUrls(deps);
};
const indexed = indexKept();

const kept = keptPages(deps, { isPrecached: (path) => getCacheKeyForURL(path) !== undefined, keptChanged: indexKept });
const pages = new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: PAGE_NETWORK_SECONDS, plugins: [kept] });
// A page's scripts are asked for once the page is answered: by then the index is read.
const pagesOnceIndexed: RouteHandlerCallback = async (options) => {
  await indexed;
  return pages.handle(options);
};
registerRoute(new NavigationRoute(pagesOnceIndexed, { denylist: [new RegExp(`^${RELEASES_PAGE_PATH}`), new RegExp(`^${AUTH_PATH}`), new RegExp(`^${RELEASES_API_PATH}`)] }));

registerRoute(
  ({ url, request }) => request.destination === 'script' && keptUrls.has(url.href),
  async ({ request }) => (await keptReleaseFile(deps, request.url)) ?? fetch(request),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
