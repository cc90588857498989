import { useEffect } from 'react';
import { prefetchRemote } from '../federation/remote-loader';
import { remoteForPath } from './routes';

const PREFETCH_MARGIN = '200px';

/**
 * Runs `start` once the page's own downloads are done (its load event) and the browser is idle:
 * a prefetch before then would share the connection the page's first files need.
 */
function whenPageSettled(start: () => void): () => void {
  let idle: number | undefined;
  const onLoad = () => {
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start) : window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Links to remote routes fetch their remote when they come within 200px of the viewport (once
 * the page has settled) or when a pointer or focus reaches them, so navigation rarely waits on
 * the network.
 */
export function usePrefetchOnProximity(root: HTMLElement | null): void {
  useEffect(() => {
    if (!root) return;
    const done = new Set<string>();
    const prefetch = (anchor: Element) => {
      const href = anchor.getAttribute('href');
      if (!href?.startsWith('/')) return;
      const route = remoteForPath(new URL(href, window.location.origin).pathname);
      if (!route || done.has(route.page)) return;
      done.add(route.page);
      prefetchRemote(route.page);
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => entries.filter((e) => e.isIntersecting).forEach((e) => prefetch(e.target)),
            { rootMargin: PREFETCH_MARGIN },
          )
        : null;
    const observeAll = () => root.querySelectorAll('a[href^="/"]').forEach((a) => observer?.observe(a));
    const mutations = new MutationObserver(observeAll);
    const cancelStart = whenPageSettled(() => {
      observeAll();
      mutations.observe(root, { childList: true, subtree: true });
    });
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href^="/"]');
      if (anchor) prefetch(anchor);
    };
    root.addEventListener('pointerover', onIntent);
    root.addEventListener('focusin', onIntent);
    return () => {
      cancelStart();
      observer?.disconnect();
      mutations.disconnect();
      root.removeEventListener('pointerover', onIntent);
      root.removeEventListener('focusin', onIntent);
    };
  }, [root]);
}
