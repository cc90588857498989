type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

const CONTAINER_ID = /^GTM-[A-Z0-9]+$/;

function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function track(event: string, data: Record<string, unknown> = {}): void {
  dataLayer().push({ event, ...data });
}

function isTagManagerId(value: string): boolean {
  return CONTAINER_ID.test(value);
}

/**
 * Loads the tag manager for a configured container. Without an id (or with a malformed
 * one) no external script is added: events still collect in the data layer.
 * Returns whether a script was injected.
 */
export function loadTagManager(containerId?: string): boolean {
  if (containerId === undefined || !isTagManagerId(containerId)) return false;
  const src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  if (document.querySelector(`script[src="${src}"]`)) return false;
  track('gtm.js', { 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
  return true;
}
