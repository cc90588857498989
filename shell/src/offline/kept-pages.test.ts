import type { WorkboxPlugin } from 'workbox-core';
import { CLIENT_LOG_PATH, PAGE_DATA_ELEMENT_IDS, PAGES_CACHE, releaseCacheName, START_PAGE_CACHE } from '@citypass/contracts';
import { fakeCacheStorage, TextResponse } from '@citypass/shared-ui/testing/fake-caches';
import { keptPages } from './kept-pages';

// Which pages the service worker keeps and which one opens offline: a page once its releases are
// whole; the sign-in page as a signed-out visitor gets it, apart; one set of pages and releases.

const ORIGIN = window.location.origin;
const releaseOf = (version: string) => ({
  version,
  base: `https://remotes.example/bookings/${version}/`,
  integrity: { 'remoteEntry.js': `sha384-${'A'.repeat(64)}` },
});
const session = (orderNumber: string) => ({ user: { email: 'a@example.com' }, orderNumber, passes: [], expires: '2099-01-01T00:00:00.000Z' });
// The scripts this build of the app keeps (Workbox's precache); an older build's page names others.
const THIS_BUILD = '/main.1111111111.js';
const OLDER_BUILD = '/main.0000000000.js';
function page(version: string, order: string | null, brand = 'barcelona', script = THIS_BUILD) {
  const block = (id: string, value: unknown) => `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;
  const html = `<html lang="en"><head><script defer src=${script}></script>${block(PAGE_DATA_ELEMENT_IDS.config, { brand })}${block(PAGE_DATA_ELEMENT_IDS.session, order ? session(order) : null)}${block(PAGE_DATA_ELEMENT_IDS.releases, { enforced: true, remotes: { bookings: releaseOf(version) } })}</head></html>`;
  return new TextResponse(html) as unknown as Response;
}

function setup(refuse = false) {
  const { storage } = fakeCacheStorage();
  const posted: { url: string; body: string }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    if (url === CLIENT_LOG_PATH) {
      posted.push({ url, body: String(init.body) });
      return new TextResponse('') as unknown as Response;
    }
    if (refuse) throw new TypeError('Failed integrity metadata check');
    return new TextResponse(`// ${url}`) as unknown as Response;
  });
  Object.assign(globalThis, { Response: TextResponse });
  const isPrecached = (path: string) => path === THIS_BUILD;
  const plugin = keptPages({ caches: storage, fetch: fetch as unknown as typeof globalThis.fetch }, { isPrecached }) as Required<WorkboxPlugin>;
  const request = (path: string) => ({ url: `${ORIGIN}${path}` }) as Request;
  /** What the pages strategy does with an answer: asks the plugin, stores it in the pages cache, tells the plugin. */
  const answer = async (path: string, response: Response) => {
    const kept = await plugin.cacheWillUpdate({ request: request(path), response } as never);
    if (kept) {
      await (await storage.open(PAGES_CACHE)).put(request(path), kept);
      await plugin.cacheDidUpdate({ cacheName: PAGES_CACHE, request: request(path), newResponse: kept } as never);
    }
    return kept;
  };
  const paths = async (name: string) => (await (await storage.open(name)).keys()).map(({ url }) => new URL(url).pathname);
  return { plugin, storage, posted, answer, paths };
}

test("keeps a visitor's page once its releases are whole; then drops the pages and releases naming others", async () => {
  const { storage, answer, paths } = setup();
  expect(await answer('/bookings', page('0.1.0-aaaaaaaaaaaa', 'CP-100001'))).not.toBeNull();
  expect(await answer('/attractions', page('0.1.0-aaaaaaaaaaaa', 'CP-100001'))).not.toBeNull();
  expect(await paths(PAGES_CACHE)).toEqual(['/bookings', '/attractions']);

  // A promotion: the next page names another release.
  await answer('/bookings', page('0.1.0-bbbbbbbbbbbb', 'CP-100001'));
  expect(await paths(PAGES_CACHE)).toEqual(['/bookings']);
  expect((await storage.keys()).filter((name) => name.startsWith('citypass-release-'))).toEqual([releaseCacheName('bookings', '0.1.0-bbbbbbbbbbbb')]);

  // Another order signed in on this device: the other order's pages go.
  await answer('/attractions', page('0.1.0-bbbbbbbbbbbb', 'CP-100002'));
  expect(await paths(PAGES_CACHE)).toEqual(['/attractions']);

  // Another city's deployment served on this origin: the first city's pages go.
  await answer('/bookings', page('0.1.0-bbbbbbbbbbbb', 'CP-100002', 'newyork'));
  expect(await paths(PAGES_CACHE)).toEqual(['/bookings']);
});

test('a page whose release cannot be kept is not kept, and the beacon hears why', async () => {
  const { answer, paths, posted } = setup(true);
  expect(await answer('/bookings', page('0.1.0-aaaaaaaaaaaa', 'CP-100001'))).toBeNull();
  expect(await paths(PAGES_CACHE)).toEqual([]);
  expect(Object.fromEntries(new URLSearchParams(posted[0]!.body))).toEqual({
    level: 'warn',
    code: 'OFFLINE_KEEP_FAILED',
    details: JSON.stringify({ page: '/bookings', reason: 'TypeError: Failed integrity metadata check' }),
  });
});

test("offline, an address never kept opens any of the visitor's pages, else the sign-in page as a signed-out visitor got it", async () => {
  const { plugin, answer, paths, storage } = setup();
  expect(await plugin.handlerDidError({} as never)).toBeUndefined();

  expect(await answer('/', page('0.1.0-aaaaaaaaaaaa', null))).toBeNull();
  expect(await paths(PAGES_CACHE)).toEqual([]);
  expect(await paths(START_PAGE_CACHE)).toEqual(['/']);
  expect(await (await plugin.handlerDidError({} as never))?.text()).toContain('<script id="app-session" type="application/json">null</script>');

  await answer('/bookings', page('0.1.0-aaaaaaaaaaaa', 'CP-100001'));
  expect(await (await plugin.handlerDidError({} as never))?.text()).toContain('CP-100001');
  await storage.delete(PAGES_CACHE);
  expect(await (await plugin.handlerDidError({} as never))?.text()).not.toContain('CP-100001');
});

test('offline, a kept page of an older build of the app (its scripts no longer kept) is dropped, never shown, and the beacon hears of it', async () => {
  const { plugin, answer, paths, posted, storage } = setup();
  await answer('/bookings', page('0.1.0-aaaaaaaaaaaa', 'CP-100001', 'barcelona', OLDER_BUILD));
  expect(await paths(PAGES_CACHE)).toEqual(['/bookings']);
  const kept = await (await storage.open(PAGES_CACHE)).match(`${ORIGIN}/bookings`);
  const used = await plugin.cachedResponseWillBeUsed({ cacheName: PAGES_CACHE, request: { url: `${ORIGIN}/bookings` }, cachedResponse: kept } as never);
  expect(used).toBeNull();
  expect(await paths(PAGES_CACHE)).toEqual([]);
  expect(Object.fromEntries(new URLSearchParams(posted[0]!.body))).toEqual({
    level: 'warn',
    code: 'KEPT_PAGE_OUTDATED',
    details: JSON.stringify({ page: '/bookings', missing: OLDER_BUILD }),
  });
});

test("offline, a page of this build is shown as kept; the fallback passes over an older build's pages to one that runs", async () => {
  const { plugin, answer, paths, storage } = setup();
  await answer('/', page('0.1.0-aaaaaaaaaaaa', null));
  await answer('/attractions', page('0.1.0-aaaaaaaaaaaa', 'CP-100001', 'barcelona', OLDER_BUILD));
  const kept = await (await storage.open(START_PAGE_CACHE)).match(`${ORIGIN}/`);
  expect(await plugin.cachedResponseWillBeUsed({ cacheName: START_PAGE_CACHE, request: { url: `${ORIGIN}/` }, cachedResponse: kept } as never)).toBe(kept);

  expect(await (await plugin.handlerDidError({} as never))?.text()).toContain('<script id="app-session" type="application/json">null</script>');
  expect(await paths(PAGES_CACHE)).toEqual([]);
  await storage.delete(START_PAGE_CACHE);
  expect(await plugin.handlerDidError({} as never)).toBeUndefined();
});
