import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './harness/browser';
import { sharedStack } from './harness/shared-stack';
import { DEMO, signInViaApi } from './harness/sign-in';

// Spec: the session refreshes when another tab signals a change. A page served with the
// visitor's session loads the session provider only at the visitor's first action or once it
// has settled; a change signalled by another tab must reach it within a second all the same.
const WITHIN_A_SECOND = 1_000;
const PROVIDER_FILE = '__federation_expose_SessionProvider';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function signOutButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Sign out' });
}

/** Opens the address and waits until the page has loaded its session provider (once it has settled). */
async function openWithProvider(page: Page, url: string): Promise<void> {
  const loaded = page.waitForResponse((response) => response.url().includes(PROVIDER_FILE));
  await page.goto(url);
  await loaded;
}

/**
 * Opens My bookings and waits until its list has been answered: a call refused after the
 * sign-out would sign the page out too, and only the other tab's message should tell it.
 */
async function openBookings(page: Page, baseUrl: string): Promise<void> {
  const listed = page.waitForResponse((response) => response.url().includes('/api/proxy/reservations'));
  await page.goto(`${baseUrl}/bookings`);
  await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
  await listed;
}

/** Whether the page has asked for the session provider yet. */
function watchProviderRequest(page: Page): () => boolean {
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes(PROVIDER_FILE)) asked = true;
  });
  return () => asked;
}

/** Holds the page's session provider file on the wire until released, as a slow network would. */
async function holdProviderFile(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/${PROVIDER_FILE}*`, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** Signs out through the first tab's header; resolves once its session message has gone out. */
async function signOutIn(page: Page): Promise<void> {
  await signOutButton(page).click();
  // The message is sent before the page leaves for the front door.
  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
}

/** Signed out within a second, then sent to sign-in by the page's guard. */
async function expectSentToSignIn(page: Page): Promise<void> {
  await signOutButton(page).waitFor({ state: 'detached', timeout: WITHIN_A_SECOND });
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('error') === 'SessionRequired');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
}

describe('a session change signalled by another tab', () => {
  test('a sign-out reaches a tab that has not loaded its session provider yet', async () => {
    const stack = sharedStack();
    const { context, page: first } = await newVisitor(browser);
    await signInViaApi(context, stack.url);
    await openWithProvider(first, `${stack.url}/attractions`);

    const second = await context.newPage();
    const providerAsked = watchProviderRequest(second);
    await openBookings(second, stack.url);
    // Still within the deferral: the second tab has been neither touched nor left to settle.
    expect(providerAsked()).toBe(false);

    await signOutIn(first);
    await expectSentToSignIn(second);
    await context.close();
  });

  test('a sign-out reaches a tab whose session provider is still on its way', async () => {
    const stack = sharedStack();
    const { context, page: first } = await newVisitor(browser);
    await signInViaApi(context, stack.url);
    await openWithProvider(first, `${stack.url}/attractions`);

    const second = await context.newPage();
    const provider = await holdProviderFile(second);
    await openBookings(second, stack.url);
    // The visitor's first action asks for the provider, which the network holds back.
    await second.keyboard.press('Shift');
    await provider.requested;

    await signOutIn(first);
    provider.release();
    await expectSentToSignIn(second);
    await context.close();
  });

  test('a sign-out reaches a tab whose session provider has loaded', async () => {
    const stack = sharedStack();
    const { context, page: first } = await newVisitor(browser);
    await signInViaApi(context, stack.url);
    await openWithProvider(first, `${stack.url}/attractions`);

    const second = await context.newPage();
    await openWithProvider(second, `${stack.url}/bookings`);
    await signOutButton(second).waitFor();

    await signOutIn(first);
    await expectSentToSignIn(second);
    await context.close();
  });

  test('a sign-in reaches a tab showing the sign-in page that has not loaded its session provider yet', async () => {
    const stack = sharedStack();
    const { context, page: first } = await newVisitor(browser);
    await openWithProvider(first, `${stack.url}/`);
    await first.getByLabel('Order number').fill(DEMO.threePasses.orderNumber);
    await first.getByLabel('Email address').fill(DEMO.threePasses.email);

    const second = await context.newPage();
    const providerAsked = watchProviderRequest(second);
    await second.goto(`${stack.url}/`);
    await second.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(providerAsked()).toBe(false);

    await first.getByRole('button', { name: 'Sign in' }).click();
    await first.waitForURL((url) => url.pathname === '/attractions', { waitUntil: 'commit' });
    await second.getByRole('heading', { name: 'Welcome back' }).waitFor({ timeout: WITHIN_A_SECOND });
    await signOutButton(second).waitFor();
    await context.close();
  });
});
