import { SERVICE_WORKER_PATH } from '@citypass/shared-ui/contracts';

// The page's side of the app kept for use without a network: the service worker is registered
// once the page has loaded (what it keeps never competes with the page's own first downloads), or,
// in a deployment that turned it off, removed from a browser that had it.

export function keepAppOffline(offline: boolean, { serviceWorker, onLoad } = { serviceWorker: navigator.serviceWorker, onLoad: afterLoad }): void {
  // Absent in browsers without service workers, and on pages not served from a secure context.
  if (!serviceWorker) return;
  if (!offline) {
    void serviceWorker.getRegistrations().then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));
    return;
  }
  onLoad(() => {
    serviceWorker.register(SERVICE_WORKER_PATH).catch((error: unknown) => console.warn('The app cannot be kept for use offline', error));
  });
}

function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}
