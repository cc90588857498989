import type { BrowserContext, Frame, Page } from 'playwright-core';
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

/** Resolves once a request from the page reaches the site (at most 10 s). */
async function untilTheSiteAnswers(page: Page): Promise<void> {
  const answers = () => page.evaluate(() => fetch('/healthz', { cache: 'no-store' }).then((res) => res.ok, () => false));
  for (const until = Date.now() + 10_000; !(await answers()) && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 100));
}

export interface WithoutNetwork {
  /** The network is back: requests pass, and the page's document is told (an `online` event). */
  backOnline(): Promise<void>;
}

/**
 * Takes the visitor's browser off the network, as a visitor at the gate with no signal. Chromium
 * 150 fails every request of a context set offline, yet a document opened after that reads
 * `navigator.onLine` true: each document the page opens is told again that there is no network
 * (an `offline` event, as on a device), until the network is back.
 */
export async function withoutNetwork(context: BrowserContext, page: Page): Promise<WithoutNetwork> {
  const devtools = await context.newCDPSession(page);
  const emulate = (offline: boolean) => devtools.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const tellAgain = (frame: Frame) => {
    if (frame === page.mainFrame()) emulate(true).catch(() => undefined);
  };
  await context.setOffline(true);
  await emulate(true);
  page.on('framenavigated', tellAgain);
  return {
    async backOnline() {
      page.off('framenavigated', tellAgain);
      await context.setOffline(false);
      await emulate(false);
      // Chromium tells a document `online` before its requests pass again, so what a page reads at
      // that event can still fail. Once a request from the page reaches the site, the document hears
      // `online` again, as on a device whose network has settled.
      await untilTheSiteAnswers(page);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
    },
  };
}
