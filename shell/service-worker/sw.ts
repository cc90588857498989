import { precacheAndRoute, cleanupOutdatedCaches, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { AUTH_PATH, PAGES_CACHE, RELEASES_API_PATH, RELEASES_PAGE_PATH } from '@citypass/shared-ui/contracts';
import { keptReleaseFile } from '../src/offline/release-caches';
import { keptPages } from './kept-pages';

// The app for use without a network: the shell's build (Workbox's precache, from this build's
// manifest), each page as last answered (network first, a short wait), and the remote releases
// the page names, whole and checked (release-caches.ts). Product calls are never answered here.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** How long a page waits for the network before the kept one is shown. */
const PAGE_NETWORK_SECONDS = 3;

const deps = { caches: self.caches, fetch: self.fetch.bind(self) };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const pages = new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: PAGE_NETWORK_SECONDS, plugins: [keptPages(deps)] });
registerRoute(new NavigationRoute(pages, { denylist: [new RegExp(`^${RELEASES_PAGE_PATH}`), new RegExp(`^${AUTH_PATH}`), new RegExp(`^${RELEASES_API_PATH}`)] }));

// A remote's file from the kept release that holds it, else from the network as the page asked.
registerRoute(
  ({ url, request }) => request.destination === 'script' && url.origin !== self.location.origin,
  async ({ request }) => (await keptReleaseFile(deps, request.url)) ?? fetch(request),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
