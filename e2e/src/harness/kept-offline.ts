import type { Page } from 'playwright-core';
import { COMPLETE_RELEASE_MARK, KEPT_CALLS_CACHE, PAGES_CACHE, RELEASE_CACHE_PREFIX } from '@citypass/contracts';

// What the app keeps on the device for use without a network, as the page's own Cache API sees it.

export interface Kept {
  /** The addresses of the visitor's kept pages. */
  pages: string[];
  /** The product calls whose last answers are kept. */
  calls: string[];
  /** The remote releases kept whole (`<remote>-<version>`), sorted. */
  releases: string[];
}

export const kept = (page: Page): Promise<Kept> =>
  page.evaluate(
    async ({ pages, calls, prefix, mark }) => {
      const paths = async (name: string) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
      const releases: string[] = [];
      for (const name of (await caches.keys()).filter((cache) => cache.startsWith(prefix)).sort()) {
        if (await (await caches.open(name)).match(mark)) releases.push(name.slice(prefix.length));
      }
      return { pages: await paths(pages), calls: await paths(calls), releases };
    },
    { pages: PAGES_CACHE, calls: KEPT_CALLS_CACHE, prefix: RELEASE_CACHE_PREFIX, mark: COMPLETE_RELEASE_MARK },
  );

/** What `read` gives once `done` holds of it (checked every 200 ms, for at most 15 s). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for the page's service worker to be in charge of it (registered once a page has loaded). */
export async function serviceWorkerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), Boolean);
}
