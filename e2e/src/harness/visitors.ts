import type { Browser, BrowserContext } from 'playwright-core';
import { HEALTH_REPORTS_PATH, PAGE_DATA_ELEMENT_IDS, type PageReleases } from '@citypass/contracts';
import { signInViaApi } from './sign-in';

/** Runs `visit` for `count` new visitors, a few at a time, each in a context of its own (its own cookies). */
export async function freshVisitors<T>(browser: Browser, count: number, visit: (context: BrowserContext) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, async () => {
      const context = await browser.newContext();
      try {
        return await visit(context);
      } finally {
        await context.close();
      }
    });
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/**
 * The bookings release named by the page a visitor's browser gets at this address (its releases
 * block). Only the page itself is fetched: many visitors at once would otherwise run the whole app each.
 */
export async function bookingsReleaseOfPage(context: BrowserContext, url: string): Promise<string> {
  return (await releasesOfPage(context, url)).remotes.bookings?.version ?? '';
}

/** The releases a page names, with each file's integrity, as the BFF wrote them into it (the document alone). */
export async function releasesOfPage(context: BrowserContext, url: string): Promise<PageReleases> {
  const page = await context.newPage();
  await page.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const block = await page.locator(`#${PAGE_DATA_ELEMENT_IDS.releases}`).textContent();
  await page.close();
  return JSON.parse(block ?? '{}') as PageReleases;
}

/** A visitor signs in and opens My bookings; resolves once the page has reported how the bookings remote went. */
export async function visitMyBookings(context: BrowserContext, baseUrl: string): Promise<void> {
  await signInViaApi(context, baseUrl);
  const page = await context.newPage();
  const reported = page.waitForRequest(
    (request) => new URL(request.url()).pathname === HEALTH_REPORTS_PATH && /(^|&)remote=bookings(&|$)/.test(request.postData() ?? ''),
    { timeout: 20_000 },
  );
  await page.goto(`${baseUrl}/bookings`);
  await (await reported).response();
}
