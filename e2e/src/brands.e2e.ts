import type { Browser } from 'playwright-core';
import { seriousViolations } from './harness/axe';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from './harness/browser';
import { signInViaApi } from './harness/sign-in';
import { Stack } from './harness/stack';

const BRANDS = ['legacy', 'wip', 'amsterdam', 'barcelona', 'newyork'];

let browser: Browser;
let stack: Stack;
beforeAll(async () => {
  browser = await launchBrowser();
  stack = new Stack({ basePort: 19200 });
  await stack.start();
});
afterAll(async () => {
  await stack.stop();
  await browser.close();
});

describe.each(BRANDS)('the %s brand', (brand) => {
  beforeAll(async () => {
    // One build serves every brand: only the BFF's configuration changes.
    await stack.stopBff();
    await stack.startBff({ BRAND: brand });
  });

  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('renders home and attractions on a %s, with no serious accessibility problem', async (width, viewport) => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto(`${stack.info.url}/`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    await screenshot(page, `${brand}-home-${width}`);
    expect(await seriousViolations(page)).toEqual([]);

    await signInViaApi(context, stack.info.url);
    await page.goto(`${stack.info.url}/attractions`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `${brand}-attractions-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
