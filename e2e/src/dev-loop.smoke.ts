import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './harness/browser';
import { startDevLoop, type DevLoop } from './harness/dev-loop';
import { DEMO, signInViaApi } from './harness/sign-in';

// webpack-dev-server shows compile errors (and run-time errors) in this frame over the page.
const OVERLAY = '#webpack-dev-server-client-overlay';

let loop: DevLoop;
let browser: Browser;

beforeAll(async () => {
  loop = await startDevLoop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await loop?.stop();
});

/** Every console error and uncaught error of the page, with where it happened. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`[console] ${message.text()} (${message.location().url || page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(`[page error] ${error.message} (${page.url()})`));
  return errors;
}

async function expectNoOverlay(page: Page): Promise<void> {
  // The client adds the frame as soon as it hears of an error; give it a moment to speak.
  await page.waitForTimeout(1_000);
  expect(await page.locator(OVERLAY).count()).toBe(0);
}

describe('npm run dev', () => {
  it('serves the shell: a visitor signs in and reaches the attractions, with no overlay and no console error', async () => {
    const { page } = await newVisitor(browser);
    const errors = watchErrors(page);

    await page.goto(loop.shell);
    await page.getByLabel('Order number').fill(DEMO.threePasses.orderNumber);
    await page.getByLabel('Email address').fill(DEMO.threePasses.email);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(`${loop.shell}/attractions`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Attractions' }).waitFor();
    await expectNoOverlay(page);
    expect(errors).toEqual([]);
  });

  it.each([
    ['auth', 'Auth remote'],
    ['attractions', 'Attractions remote'],
    ['bookings', 'Bookings remote'],
  ] as const)('serves the %s remote on its own dev host, with no overlay and no console error', async (remote, title) => {
    const { context, page } = await newVisitor(browser);
    // Signed in on the app's origin: the session cookie reaches every localhost port.
    await signInViaApi(context, loop.shell);
    const errors = watchErrors(page);

    await page.goto(loop.remotes[remote]);
    await page.getByRole('banner').getByText(title, { exact: true }).waitFor();
    await expectNoOverlay(page);
    expect(errors).toEqual([]);
  });
});
