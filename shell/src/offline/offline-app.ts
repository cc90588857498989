import { SERVICE_WORKER_PATH } from '@citypass/contracts';

// The page's side of the app kept for use without a network: the service worker registered (the
// bootstrap calls this once the page has settled, so what the worker keeps never competes with the
// page's own first downloads), or, where it is turned off, removed from a browser that had it.

export function keepAppOffline(offline: boolean, serviceWorker: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  // Absent in browsers without service workers, and on pages not served from a secure context.
  if (!serviceWorker) return;
  if (!offline) {
    void serviceWorker.getRegistrations().then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));
    return;
  }
  serviceWorker.register(SERVICE_WORKER_PATH).catch((error: unknown) => console.warn('The app cannot be kept for use offline', error));
}
