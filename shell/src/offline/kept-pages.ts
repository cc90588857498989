import type { WorkboxPlugin } from 'workbox-core';
import { CLIENT_LOG_PATH, KEPT_PAGE_OUTDATED_CODE, OFFLINE_KEEP_FAILED_CODE, PAGES_CACHE, ROUTES, START_PAGE_CACHE, warningFields } from '@citypass/contracts';
import { pageDeploymentIn, pageLanguageIn, pageOrderIn, pageReleasesIn, pageShellScriptsIn } from './page-blocks';
import { dropOtherReleases, keepReleases, sameReleases, type ReleaseCacheDeps } from './release-caches';

// Which pages are kept, and which one opens without a network. A page is kept only once every
// release it names is kept whole. A signed-in visitor's page goes in the pages cache (deleted at
// sign-out); the sign-in page as a signed-out visitor gets it, which is nobody's, in a cache of its
// own. Once one is kept, the kept pages naming other releases, another order or another deployment
// (another city served on this origin) go, then the releases no kept page names: the kept pages
// and releases always match, one set at a time.

/** Told to the BFF's log beacon (a worker has no sendBeacon). */
async function report({ fetch }: ReleaseCacheDeps, code: string, details: Record<string, string>): Promise<void> {
  await fetch(CLIENT_LOG_PATH, { method: 'POST', body: new URLSearchParams(warningFields(code, details)), keepalive: true }).catch(() => undefined);
}

/** The page still works, only not offline. */
function reportKeepFailed(deps: ReleaseCacheDeps, page: string, error: unknown): Promise<void> {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return report(deps, OFFLINE_KEEP_FAILED_CODE, { page, reason: reason.slice(0, 200) });
}

export interface KeptPagesOptions {
  /** Whether this build of the app keeps a script of its own (Workbox's precache): a page naming one it does not is an older build's. */
  isPrecached: (path: string) => boolean;
  /** Told once a kept page has settled which releases stay. */
  keptChanged?: () => Promise<void>;
}

/**
 * A kept page that runs here offline: one of this build of the app. A page of an older build names
 * scripts this build no longer keeps, so it would not start: it is dropped and the beacon hears of it.
 */
async function runnable(deps: ReleaseCacheDeps, isPrecached: KeptPagesOptions['isPrecached'], cacheName: string, request: Request, page: Response | undefined) {
  if (!page) return undefined;
  const missing = pageShellScriptsIn(await page.clone().text()).filter((path) => !isPrecached(path));
  if (missing.length === 0) return page;
  await (await deps.caches.open(cacheName)).delete(request);
  await report(deps, KEPT_PAGE_OUTDATED_CODE, { page: new URL(request.url).pathname, missing: missing.join(' ').slice(0, 200) });
  return undefined;
}

async function settle(deps: ReleaseCacheDeps, kept: { url: string; html: string }): Promise<void> {
  const releases = pageReleasesIn(kept.html)!;
  const order = pageOrderIn(kept.html);
  const deployment = pageDeploymentIn(kept.html);
  for (const name of [PAGES_CACHE, START_PAGE_CACHE]) {
    const cache = await deps.caches.open(name);
    for (const request of await cache.keys()) {
      if (request.url === kept.url) continue;
      const html = await (await cache.match(request))?.text();
      const named = html === undefined ? null : pageReleasesIn(html);
      const otherOrder = name === PAGES_CACHE && html !== undefined && pageOrderIn(html) !== order;
      const otherDeployment = html !== undefined && pageDeploymentIn(html) !== deployment;
      if (!named || !sameReleases(named, releases) || otherOrder || otherDeployment) await cache.delete(request);
    }
  }
  await dropOtherReleases(deps, releases);
}

/**
 * The pages strategy's plugin: what it keeps, which kept page it may show, and what it answers
 * when neither the network nor the page's own copy can.
 */
export function keptPages(deps: ReleaseCacheDeps, { isPrecached, keptChanged = async () => undefined }: KeptPagesOptions): WorkboxPlugin {
  const firstRunnable = async (cacheName: string) => {
    const cache = await deps.caches.open(cacheName);
    for (const request of await cache.keys()) {
      const page = await runnable(deps, isPrecached, cacheName, request, await cache.match(request));
      if (page) return page;
    }
    return undefined;
  };
  return {
    cacheWillUpdate: async ({ request, response }) => {
      if (!response.ok) return null;
      const html = await response.clone().text();
      const releases = pageReleasesIn(html);
      if (!releases) return null;
      try {
        await keepReleases(deps, releases, pageLanguageIn(html));
      } catch (error) {
        await reportKeepFailed(deps, new URL(request.url).pathname, error);
        return null;
      }
      if (pageOrderIn(html) !== null) return response;
      // A signed-out page: the sign-in page is kept apart, as the page to start from offline.
      if (new URL(request.url).pathname === ROUTES.signIn) {
        await (await deps.caches.open(START_PAGE_CACHE)).put(request, response.clone());
        await settle(deps, { url: request.url, html });
        await keptChanged();
      }
      return null;
    },
    cacheDidUpdate: async ({ request, newResponse }) => {
      if (!newResponse) return;
      await settle(deps, { url: request.url, html: await newResponse.clone().text() });
      await keptChanged();
    },
    cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => (await runnable(deps, isPrecached, cacheName, request, cachedResponse)) ?? null,
    // Offline at an address never kept: any kept page of the visitor's (the shell routes by the
    // address), else the sign-in page, which says a connection is needed; else the browser's own
    // offline message.
    handlerDidError: async () => (await firstRunnable(PAGES_CACHE)) ?? (await firstRunnable(START_PAGE_CACHE)),
  };
}
