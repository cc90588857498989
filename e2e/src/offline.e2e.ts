import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PAGES_CACHE, RELEASE_CACHE_PREFIX } from '@citypass/shared-ui/contracts';
import { launchBrowser, newVisitor, PHONE } from './harness/browser';
import { sharedStack } from './harness/shared-stack';
import { signInViaApi } from './harness/sign-in';

// The app kept for use without a network: once a signed-in visitor's page has been answered with
// the service worker in charge, the page and the releases it names are on the device, and the
// bookings page opens with the network off; once they sign out, no page of theirs does.

const stack = sharedStack();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What the service worker keeps, as the page's own Cache API sees it. */
const kept = (page: Page) =>
  page.evaluate(
    async ({ pages, releases }) => ({
      pages: (await (await caches.open(pages)).keys()).map((request) => new URL(request.url).pathname),
      releases: (await caches.keys()).filter((name) => name.startsWith(releases)).sort(),
    }),
    { pages: PAGES_CACHE, releases: RELEASE_CACHE_PREFIX },
  );

/** What `read` gives once `done` holds of it (checked every 200 ms, for at most 15 s). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens /bookings until the service worker controls the page and has kept it, as a second visit does. */
async function keepBookingsPage(context: BrowserContext, page: Page): Promise<void> {
  await signInViaApi(context, stack.url);
  await page.goto(`${stack.url}/bookings`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), Boolean)).toBe(true);
  await page.reload();
  await page.getByRole('heading', { name: 'My bookings', level: 1 }).waitFor();
  expect((await eventually(() => kept(page), ({ pages }) => pages.includes('/bookings'))).pages).toContain('/bookings');
}

test('with the network off, the bookings page opens from what the app kept: the page and each remote release, whole', async () => {
  const { context, page } = await newVisitor(browser, PHONE);
  await keepBookingsPage(context, page);
  const { releases } = await kept(page);
  expect(releases.map((name) => name.slice(RELEASE_CACHE_PREFIX.length).split('-')[0])).toEqual(['attractions', 'auth', 'bookings']);

  await context.setOffline(true);
  await page.goto(`${stack.url}/bookings`);
  await page.getByRole('heading', { name: 'My bookings', level: 1 }).waitFor();
  await context.close();
});

test('once the visitor signs out, no page of theirs opens without a network', async () => {
  const { context, page } = await newVisitor(browser, PHONE);
  await keepBookingsPage(context, page);
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${stack.url}/`);
  expect((await eventually(() => kept(page), ({ pages }) => pages.length === 0)).pages).toEqual([]);

  await context.setOffline(true);
  await expect(page.goto(`${stack.url}/bookings`)).rejects.toThrow(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
  await context.close();
});
