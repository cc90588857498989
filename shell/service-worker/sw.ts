import { precacheAndRoute, cleanupOutdatedCaches, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { AUTH_PATH, PAGES_CACHE, RELEASES_API_PATH, RELEASES_PAGE_PATH } from '@citypass/shared-ui/contracts';
import { pageReleasesIn } from '../src/offline/page-releases';
import { dropOtherReleases, keepReleases, keptReleaseFile, sameReleases } from '../src/offline/release-caches';

// The app for use without a network: the shell's build (Workbox's precache, from this build's
// manifest), each page as last answered (network first, a short wait), and the remote releases
// the page names, whole and checked (release-caches.ts). Product calls are never answered here.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** How long a page waits for the network before the kept one is shown. */
const PAGE_NETWORK_SECONDS = 3;

const deps = { caches: self.caches, fetch: self.fetch.bind(self) };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page is kept only once every release it names is kept whole; then the pages naming other
// releases and those releases go, in that order, so the kept pages and releases always match.
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: PAGE_NETWORK_SECONDS,
  plugins: [
    {
      cacheWillUpdate: async ({ response }) => {
        if (!response.ok) return null;
        const releases = pageReleasesIn(await response.clone().text());
        if (!releases) return null;
        try {
          await keepReleases(deps, releases);
          return response;
        } catch {
          return null;
        }
      },
      cacheDidUpdate: async ({ cacheName, request, newResponse }) => {
        const releases = newResponse && pageReleasesIn(await newResponse.clone().text());
        if (!releases) return;
        const cache = await self.caches.open(cacheName);
        for (const kept of await cache.keys()) {
          if (kept.url === request.url) continue;
          const page = await cache.match(kept);
          const named = page && pageReleasesIn(await page.text());
          if (!named || !sameReleases(named, releases)) await cache.delete(kept);
        }
        await dropOtherReleases(deps, releases);
      },
    },
  ],
});
registerRoute(new NavigationRoute(pages, { denylist: [new RegExp(`^${RELEASES_PAGE_PATH}`), new RegExp(`^${AUTH_PATH}`), new RegExp(`^${RELEASES_API_PATH}`)] }));

// A remote's file from the kept release that holds it, else from the network as the page asked.
registerRoute(
  ({ url, request }) => request.destination === 'script' && url.origin !== self.location.origin,
  async ({ request }) => (await keptReleaseFile(deps, request.url)) ?? fetch(request),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
