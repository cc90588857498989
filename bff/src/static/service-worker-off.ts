import { OFFLINE_CACHE_PREFIX } from '@citypass/contracts';

// What /sw.js answers in a deployment with `offline: false`: a browser that installed the app's
// service worker checks its script on its next visit, gets this one, and it deletes what the app
// kept on the device (its caches and Workbox's precache) and unregisters itself. Pages then load
// from the network as before.
export const SERVICE_WORKER_OFF = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const kept = (name) => name.startsWith(${JSON.stringify(OFFLINE_CACHE_PREFIX)}) || name.startsWith('workbox-');
    await Promise.all((await caches.keys()).filter(kept).map((name) => caches.delete(name)));
    await self.registration.unregister();
  })());
});
`;
