import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './harness/axe';
import { choosePasses, openAttraction } from './harness/booking-ui';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from './harness/browser';
import { sharedStack } from './harness/shared-stack';
import { DEMO, signInViaApi } from './harness/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function mainHeading(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
}

describe('the notification modal', () => {
  // AV-004 on teamLab Planets opens the modal straight from the seeded data.
  async function withModal(): Promise<Page> {
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, sharedStack().url, DEMO.fourPasses);
    await openAttraction(page, sharedStack().url, 'tyo-teamlab-planets', 'teamLab Planets');
    await choosePasses(page, ['1000-0000-0034']);
    await page.getByRole('dialog').waitFor();
    return page;
  }

  test.each([
    ['the overlay', (page: Page) => page.mouse.click(5, 5)],
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['the close control', (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()],
  ])('closes with %s', async (_way, close) => {
    const page = await withModal();
    await close(page);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('the header', () => {
  test('on a phone, the menu button opens and closes the menu', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await signInViaApi(context, sharedStack().url);
    await page.goto(`${sharedStack().url}/bookings`);
    await mainHeading(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    const link = nav.getByRole('link', { name: 'Attractions' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await link.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await link.waitFor({ state: 'visible' });
    await screenshot(page, 'menu-open-phone');

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await link.waitFor({ state: 'hidden' });

    await toggle.click();
    await link.click();
    await page.waitForURL(`${sharedStack().url}/attractions`);
    await link.waitFor({ state: 'hidden' });
    await context.close();
  });

  test('marks the current page in the navigation', async () => {
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, sharedStack().url);
    await page.goto(`${sharedStack().url}/bookings`);
    await mainHeading(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'My bookings' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Attractions' }).getAttribute('aria-current')).toBeNull();
    await nav.getByRole('link', { name: 'Attractions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Attractions' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Attractions' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  test('an unsupported browser sees the legacy notice', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${sharedStack().url}/?legacy-notice=force`);
    await page.getByRole('alert').filter({ hasText: 'Your browser is no longer supported.' }).waitFor();
    await context.close();
    const plain = await newVisitor(browser);
    await plain.page.goto(`${sharedStack().url}/`);
    await mainHeading(plain.page);
    expect(await plain.page.locator('#legacy-browser-notice').count()).toBe(0);
    await plain.context.close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every page on a %s has no serious accessibility problem', (width, viewport) => {
  const pages = [
    { name: 'sign-in', path: '/', signedIn: false },
    { name: 'sign-in-error', path: '/?error=ORDER_NOT_FOUND', signedIn: false, expect: "We can't find this order" },
    { name: 'attractions', path: '/attractions', signedIn: true, expect: 'Tokyo Skytree' },
    { name: 'booking-view', path: '/attractions?offer=tyo-ueno-zoo', signedIn: true, expect: '1. Choose passes' },
    { name: 'bookings', path: '/bookings', signedIn: true },
    { name: 'error', path: '/error?error=Configuration', signedIn: false },
    { name: 'about', path: '/about', signedIn: false },
    { name: 'terms', path: '/terms', signedIn: false },
    { name: 'privacy', path: '/privacy', signedIn: false },
    { name: 'not-found', path: '/no-such-page', signedIn: false },
  ];

  test.each(pages)('$name', async ({ name, path, signedIn, expect: text }) => {
    const { context, page } = await newVisitor(browser, viewport);
    if (signedIn) await signInViaApi(context, sharedStack().url, DEMO.fourPasses);
    await page.goto(`${sharedStack().url}${path}`);
    await mainHeading(page);
    if (text) await page.getByText(text).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `${name}-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
