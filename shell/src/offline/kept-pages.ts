import type { WorkboxPlugin } from 'workbox-core';
import { CLIENT_LOG_PATH, OFFLINE_KEEP_FAILED_CODE, PAGES_CACHE, ROUTES, START_PAGE_CACHE } from '@citypass/shared-ui/contracts';
import { pageDeploymentIn, pageLanguageIn, pageOrderIn, pageReleasesIn } from './page-blocks';
import { dropOtherReleases, keepReleases, sameReleases, type ReleaseCacheDeps } from './release-caches';

// Which pages are kept, and which one opens without a network. A page is kept only once every
// release it names is kept whole. A signed-in visitor's page goes in the pages cache (deleted at
// sign-out); the sign-in page as a signed-out visitor gets it, which is nobody's, in a cache of its
// own. Once one is kept, the kept pages naming other releases, another order or another deployment
// (another city served on this origin) go, then the releases no kept page names: the kept pages
// and releases always match, one set at a time.

/** Told to the BFF's log beacon (a worker has no sendBeacon): the page still works, only not offline. */
async function reportKeepFailed({ fetch }: ReleaseCacheDeps, page: string, error: unknown): Promise<void> {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const body = new URLSearchParams({ level: 'warn', code: OFFLINE_KEEP_FAILED_CODE, details: JSON.stringify({ page, reason: reason.slice(0, 200) }) });
  await fetch(CLIENT_LOG_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
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
 * The pages strategy's plugin: what it keeps, and what it answers when neither the network nor the
 * page's own copy can. `keptChanged` is told once a kept page has settled which releases stay.
 */
export function keptPages(deps: ReleaseCacheDeps, keptChanged: () => Promise<void> = async () => undefined): WorkboxPlugin {
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
    // Offline at an address never kept: any kept page of the visitor's (the shell routes by the
    // address), else the sign-in page, which says a connection is needed.
    handlerDidError: async () => {
      const pages = await deps.caches.open(PAGES_CACHE);
      const [anyPage] = await pages.keys();
      if (anyPage) return pages.match(anyPage);
      return (await deps.caches.open(START_PAGE_CACHE)).match(ROUTES.signIn);
    },
  };
}
