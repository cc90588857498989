import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './harness/browser';
import { sharedStack } from './harness/shared-stack';
import { DEMO, signInViaApi } from './harness/sign-in';
import { issueMagicLink } from './harness/upstream-api';

const SESSION_EXPIRED_TEXT = 'Your session has expired, please enter your order number and email address again';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function fillSignIn(page: Page, orderNumber: string, email: string): Promise<void> {
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

function signOutButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Sign out' });
}

describe('signing in', () => {
  test('with order number and e-mail through the form, landing on the attractions', async () => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser);
    await page.goto(`${stack.url}/`);
    await fillSignIn(page, DEMO.onePass.orderNumber, DEMO.onePass.email);
    await page.waitForURL(`${stack.url}/attractions`);
    await page.getByRole('heading', { level: 1, name: 'Attractions' }).waitFor();
    await signOutButton(page).waitFor();
    await context.close();
  });

  test('with a magic link in the page query, which then leaves the address', async () => {
    const stack = sharedStack();
    const token = await issueMagicLink(stack.upstreamUrl, DEMO.threePasses);
    const { context, page } = await newVisitor(browser);
    await page.goto(`${stack.url}/?token=${token}`);
    await signOutButton(page).waitFor();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await context.close();
  });

  test('with a magic link in the path, landing on the attractions', async () => {
    const stack = sharedStack();
    const token = await issueMagicLink(stack.upstreamUrl, DEMO.threePasses);
    const { context, page } = await newVisitor(browser);
    await page.goto(`${stack.url}/auth/magic-link/${token}`);
    await page.waitForURL(`${stack.url}/attractions`);
    await page.getByRole('heading', { level: 1, name: 'Attractions' }).waitFor();
    await context.close();
  });

  test('with a magic link used before, showing TOKEN_EXPIRED', async () => {
    const stack = sharedStack();
    const token = await issueMagicLink(stack.upstreamUrl, DEMO.threePasses);
    const first = await newVisitor(browser);
    await first.page.goto(`${stack.url}/auth/magic-link/${token}`);
    await first.page.waitForURL(`${stack.url}/attractions`);
    await first.context.close();

    const { context, page } = await newVisitor(browser);
    await page.goto(`${stack.url}/auth/magic-link/${token}`);
    await page.waitForURL(`${stack.url}/?error=TOKEN_EXPIRED`);
    await page.getByRole('alert').filter({ hasText: SESSION_EXPIRED_TEXT }).waitFor();
    await context.close();
  });
});

describe('a refused sign-in shows its catalogue text', () => {
  const cases = [
    {
      code: 'ORDER_NOT_FOUND',
      order: { orderNumber: 'CP-100001', email: 'someone.else@example.com' },
      title: 'There was a problem',
      message: "We can't find this order and email address combination",
    },
    {
      code: 'ORDER_CANCELLED',
      order: { orderNumber: 'CP-100004', email: 'cancelled@example.com' },
      title: 'There was a problem',
      message: 'This order has been cancelled.',
    },
    {
      code: 'UNVERIFIED_EMAIL',
      order: { orderNumber: 'CP-100005', email: 'unverified@example.com' },
      title: 'There was a problem',
      message: 'Please confirm your email address from your order confirmation',
    },
    {
      code: 'AUTH-006',
      order: { orderNumber: 'CP-100007', email: 'too.large@example.com' },
      title: 'Please contact customer services',
      message: 'Your order is too large for our attractions to handle online.',
    },
    {
      code: 'AUTH-007',
      order: { orderNumber: 'CP-100006', email: 'registering@example.com' },
      title: "Sorry, we're still registering your pass details.",
      message: 'Please try again in a few minutes. If you still experience difficulties, please contact customer services.',
    },
    {
      code: 'AUTH-008',
      scenario: 'AUTH-008',
      order: DEMO.threePasses,
      title: "Sorry, we're still registering your pass details.",
      message: 'Please try again in a few minutes. If you still experience difficulties, please contact customer services.',
    },
  ];

  test.each(cases)('$code', async ({ code, scenario, order, title, message }) => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser);
    await page.goto(`${stack.url}/${scenario ? `?testScenario=${scenario}` : ''}`);
    await fillSignIn(page, order.orderNumber, order.email);
    const alert = page.getByRole('alert').filter({ hasText: message });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(title);
    if (code === 'AUTH-006') await alert.getByRole('link', { name: 'Contact customer services' }).waitFor();
    await signOutButton(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('the session', () => {
  test('a page that needs it sends the visitor to sign in, then back to the page asked for', async () => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser);
    await page.goto(`${stack.url}/bookings`);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('error') === 'SessionRequired');
    expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/bookings');
    await page.getByRole('alert').filter({ hasText: 'Please sign in to continue' }).waitFor();
    await fillSignIn(page, DEMO.threePasses.orderNumber, DEMO.threePasses.email);
    await page.waitForURL(`${stack.url}/bookings`);
    await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
    await context.close();
  });

  test('signing out returns to the front door and ends the session', async () => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, stack.url);
    await page.goto(`${stack.url}/attractions`);
    await page.getByRole('heading', { level: 1, name: 'Attractions' }).waitFor();
    await signOutButton(page).click();
    await page.waitForURL(`${stack.url}/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto(`${stack.url}/bookings`);
    await page.waitForURL((url) => url.searchParams.get('error') === 'SessionRequired');
    await context.close();
  });

  test('signing out in one tab signs out the other, without reloading it', async () => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, stack.url);
    const other = await context.newPage();
    await page.goto(`${stack.url}/attractions`);
    await other.goto(`${stack.url}/bookings`);
    await other.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();

    await signOutButton(page).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Nothing reloads the second tab: the cross-tab message alone sends it to sign in.
    await signOutButton(other).waitFor({ state: 'detached' });
    await other.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
