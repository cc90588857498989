import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE } from './harness/browser';
import { holdBackRemotes } from './harness/hold-back';
import { sharedStack } from './harness/shared-stack';
import { DEMO, signInViaApi } from './harness/sign-in';

// What a visitor feels of a page's loading: nothing on it moves (layout shifts, as the browser
// itself reports them), nothing holds up its first paint, and the route's code and data start
// with the page rather than after the shell's script.

/** The most a load may shift, all shifts summed: a fifth of what Google counts as good (0.1). */
const SHIFT_BUDGET = 0.02;
/** Long enough for the shell, header and footer to paint before the remote's page arrives. */
const HOLD_BACK_MS = 1500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Shift {
  value: number;
  moved: string[];
}

/** Every page of the context records its layout shifts from its first paint (not those right after input, as the metric does). */
async function recordShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}` : String(node?.nodeName)));
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Fails, naming what moved, when the page's shifts add up to more than the budget. */
async function expectSteady(page: Page, what: string): Promise<void> {
  // Late work (the session provider, a list's images) has its chance to move things too.
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  if (total > SHIFT_BUDGET) throw new Error(`${what}: layout shift ${total.toFixed(3)} (at most ${SHIFT_BUDGET}): ${JSON.stringify(shifts)}`);
}

/** The remotes' files arrive late (or never): the page around them has long painted. */
async function holdBackEveryRemote(page: Page, how: 'slow' | 'dead' = 'slow'): Promise<void> {
  await holdBackRemotes(page, Object.values(sharedStack().remoteUrl), how === 'dead' ? 'dead' : HOLD_BACK_MS);
}

async function visitor(viewport: typeof PHONE, signedIn: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newVisitor(browser, viewport);
  if (signedIn) await signInViaApi(context, sharedStack().url, DEMO.threePasses);
  await recordShifts(context);
  return { context, page };
}

/** What each page shows once it is there. */
const ROUTES: [string, boolean, (page: Page) => Promise<unknown>][] = [
  ['/', false, (page) => page.getByRole('button', { name: 'Sign in' }).waitFor()],
  ['/attractions', true, (page) => page.getByRole('list', { name: 'Attractions' }).getByRole('link').first().waitFor()],
  ['/bookings', true, (page) => page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor()],
  ['/confirmation', true, (page) => page.getByRole('main').getByRole('heading', { level: 1 }).waitFor()],
  ['/error', false, (page) => page.getByRole('main').getByRole('heading', { level: 1 }).waitFor()],
  ['/about', true, (page) => page.getByRole('main').getByRole('heading', { level: 1 }).waitFor()],
  ['/no-such-page', false, (page) => page.getByRole('main').getByRole('heading', { level: 1 }).waitFor()],
];

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('nothing moves while a page loads (%s)', (_width, viewport) => {
  test.each(ROUTES)('%s, with its remote held back', async (path, signedIn, shown) => {
    const { context, page } = await visitor(viewport, signedIn);
    await holdBackEveryRemote(page);
    await page.goto(`${sharedStack().url}${path}`);
    await shown(page);
    await expectSteady(page, path);
    await context.close();
  });

  test('with every remote dead: the fallback takes the page, the footer stays put', async () => {
    const { context, page } = await visitor(viewport, true);
    await holdBackEveryRemote(page, 'dead');
    await page.goto(`${sharedStack().url}/attractions`);
    await page.getByRole('alert').filter({ hasText: 'is not available right now' }).waitFor();
    await expectSteady(page, '/attractions with its remote dead');
    await context.close();
  });

  test('signing in, then moving between pages', async () => {
    const { context, page } = await visitor(viewport, false);
    await holdBackEveryRemote(page);
    await page.goto(`${sharedStack().url}/`);
    await page.getByLabel('Order number').fill(DEMO.threePasses.orderNumber);
    await page.getByLabel('Email address').fill(DEMO.threePasses.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const attractions = page.getByRole('list', { name: 'Attractions' }).getByRole('link').first();
    await attractions.waitFor();
    await expectSteady(page, 'signing in');
    const menu = page.getByRole('navigation', { name: 'Main' });
    if (viewport === PHONE) await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'My bookings' }).click();
    await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
    await expectSteady(page, 'to My bookings');
    await context.close();
  });
});

describe('what a cold /attractions starts with', () => {
  test("the remote's files, the state-machine chunk and the offers call start beside the shell's script, once each", async () => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser, PHONE);
    await signInViaApi(context, stack.url, DEMO.threePasses);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    // The shell's script arrives late, as on a slow connection: what the page needs must not wait for it.
    let mainFinished = false;
    const started = new Map<string, boolean>();
    page.on('request', (request) => started.set(request.url(), mainFinished));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_BACK_MS));
      await route.continue();
      mainFinished = true;
    });
    await page.goto(`${stack.url}/attractions`);
    await page.getByRole('list', { name: 'Attractions' }).getByRole('link').first().waitFor();

    const attractionsOrigin = new URL(stack.remoteUrl.attractions).origin;
    const remoteFiles = requests.map((request) => request.url()).filter((url) => url.startsWith(attractionsOrigin));
    expect(remoteFiles.filter((url) => url.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
    expect(remoteFiles.map((url) => [url, started.get(url)])).toEqual(remoteFiles.map((url) => [url, false]));
    // The state-machine libraries the page's first render needs, from the shell's own origin.
    const stateMachines = requests.map((request) => request.url()).filter((url) => /\/state-machines\.[0-9a-f]+\.js$/.test(url));
    expect(stateMachines.map((url) => started.get(url))).toEqual([false]);
    const offers = requests.filter((request) => new URL(request.url()).pathname === '/api/proxy/offers');
    expect(offers.map((request) => started.get(request.url()))).toEqual([false]);

    const urls = requests.filter((request) => request.method() === 'GET').map((request) => request.url());
    expect(urls.filter((url, at) => urls.indexOf(url) !== at)).toEqual([]);
    await context.close();
  });

  test('nothing holds up the first paint: no render-blocking file', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await page.goto(`${sharedStack().url}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const blocking = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
        .filter((entry) => entry.renderBlockingStatus === 'blocking')
        .map((entry) => entry.name),
    );
    expect(blocking).toEqual([]);
    await context.close();
  });
});
