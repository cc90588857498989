import { useEffect } from 'react';
import { prefetchRemote } from '../federation/remote-loader';
import { remoteForPath } from './routes';
import { whenVisitorActsOrPageSettles } from './visitor-or-settled';

const PREFETCH_MARGIN = '200px';

/**
 * Links to remote routes fetch their remote when they come within 200px of the viewport (once
 * the page has settled or the visitor acts: earlier, a prefetch would take bandwidth and a
 * connection from the page's own first paint) or when a pointer or focus reaches them, so
 * navigation rarely waits on the network.
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
    const cancelStart = whenVisitorActsOrPageSettles(() => {
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
