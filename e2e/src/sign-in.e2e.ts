import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from './harness/browser';
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

/** Every address the page was at, and every request it sent after the first (with referer and body). */
function watch(page: Page) {
  const addresses: string[] = [];
  const requests: { url: string; referer: string; body: string }[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  page.on('request', (request) => {
    requests.push({ url: request.url(), referer: request.headers()['referer'] ?? '', body: request.postData() ?? '' });
  });
  return { addresses, requests };
}

/** The token went to the sign-in call alone: no address, return address, other request or analytics event carries it. */
async function expectTokenOnlyInSignIn(page: Page, token: string, seen: ReturnType<typeof watch>): Promise<void> {
  const [document, ...later] = seen.requests;
  expect(document?.url).toContain(token);
  const signIn = later.filter((request) => request.url.endsWith('/api/auth/callback/magic-link-token'));
  expect(signIn).toHaveLength(1);
  const form = new URLSearchParams(signIn[0]!.body);
  expect(form.get('magicLinkToken')).toBe(token);
  form.delete('magicLinkToken');
  expect(form.toString()).not.toContain(token);
  for (const request of later.filter((other) => other !== signIn[0])) {
    expect(`${request.url} ${request.referer} ${request.body}`).not.toContain(token);
  }
  expect(seen.addresses.slice(1).join(' ')).not.toContain(token);
  expect(seen.addresses.join(' ')).not.toContain('SessionRequired');
  expect(await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? []))).not.toContain(token);
  expect(page.url()).not.toContain(token);
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

describe('a magic link on any page', () => {
  test.each([
    { address: '/attractions?token=TOKEN&utm_source=mail', lands: '/attractions?utm_source=mail', heading: 'Attractions' },
    { address: '/bookings?view=all&token=TOKEN', lands: '/bookings?view=all', heading: 'My bookings' },
  ])('$address signs in, stays on the page with its other parameters, and the token goes nowhere else', async ({ address, lands, heading }) => {
    const stack = sharedStack();
    const token = await issueMagicLink(stack.upstreamUrl, DEMO.threePasses);
    const { context, page } = await newVisitor(browser);
    const seen = watch(page);
    await page.goto(`${stack.url}${address.replace('TOKEN', token)}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await signOutButton(page).waitFor();
    expect(page.url()).toBe(`${stack.url}${lands}`);
    await expectTokenOnlyInSignIn(page, token, seen);
    await context.close();
  });

  test('a refused token on a guarded page ends on sign-in with the refusal and the clean return address', async () => {
    const stack = sharedStack();
    const token = await issueMagicLink(stack.upstreamUrl, DEMO.threePasses);
    const first = await newVisitor(browser);
    await first.page.goto(`${stack.url}/attractions?token=${token}`);
    await signOutButton(first.page).waitFor();
    await first.context.close();

    const { context, page } = await newVisitor(browser);
    const seen = watch(page);
    await page.goto(`${stack.url}/bookings?view=all&token=${token}`);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('error') === 'TOKEN_EXPIRED');
    expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/bookings?view=all');
    await page.getByRole('alert').filter({ hasText: SESSION_EXPIRED_TEXT }).waitFor();
    await expectTokenOnlyInSignIn(page, token, seen);
    await fillSignIn(page, DEMO.threePasses.orderNumber, DEMO.threePasses.email);
    await page.waitForURL(`${stack.url}/bookings?view=all`);
    await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
    await context.close();
  });

  test('a token refused with a modal code shows its text in the modal on sign-in', async () => {
    const stack = sharedStack();
    const token = await issueMagicLink(stack.upstreamUrl, { orderNumber: 'CP-100005', email: 'unverified@example.com' });
    const { context, page } = await newVisitor(browser);
    await page.goto(`${stack.url}/attractions?token=${token}`);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('error') === 'UNVERIFIED_EMAIL');
    expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/attractions');
    const dialog = page.getByRole('dialog', { name: 'There was a problem' });
    await dialog.getByText('Please confirm your email address from your order confirmation').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  test('a signed-in visitor opening a magic link stays signed in on the page, without the token', async () => {
    const stack = sharedStack();
    const token = await issueMagicLink(stack.upstreamUrl, DEMO.onePass);
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, stack.url);
    const seen = watch(page);
    await page.goto(`${stack.url}/bookings?token=${token}`);
    await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
    expect(page.url()).toBe(`${stack.url}/bookings`);
    expect(seen.requests.some((request) => request.url.includes('/api/auth/callback/'))).toBe(false);
    await context.close();
  });
});

describe('a refused sign-in shows its catalogue text', () => {
  const REGISTERING_TITLE = "Sorry, we're still registering your pass details.";
  const REGISTERING_MESSAGE = 'Please try again in a few minutes. If you still experience difficulties, please contact customer services.';

  const onCard = [
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
      code: 'AUTH-006',
      order: { orderNumber: 'CP-100007', email: 'too.large@example.com' },
      title: 'Please contact customer services',
      message: 'Your order is too large for our attractions to handle online.',
    },
  ];

  test.each(onCard)('$code on the card', async ({ code, order, title, message }) => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser);
    await page.goto(`${stack.url}/`);
    await fillSignIn(page, order.orderNumber, order.email);
    const alert = page.getByRole('alert').filter({ hasText: message });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(title);
    if (code === 'AUTH-006') await alert.getByRole('link', { name: 'Contact customer services' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await signOutButton(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  // Spec: these codes "show a modal with the matching text".
  const inModal = [
    {
      code: 'UNVERIFIED_EMAIL',
      order: { orderNumber: 'CP-100005', email: 'unverified@example.com' },
      title: 'There was a problem',
      message: 'Please confirm your email address from your order confirmation',
      link: false,
    },
    { code: 'AUTH-007', order: { orderNumber: 'CP-100006', email: 'registering@example.com' }, title: REGISTERING_TITLE, message: REGISTERING_MESSAGE, link: true },
    { code: 'AUTH-008', scenario: 'AUTH-008', order: DEMO.threePasses, title: REGISTERING_TITLE, message: REGISTERING_MESSAGE, link: true },
  ];
  const widths = [
    { width: 'phone', viewport: PHONE },
    { width: 'desktop', viewport: DESKTOP },
  ];

  test.each(inModal.flatMap((entry) => widths.map((width) => ({ ...entry, ...width }))))(
    '$code in the notification modal ($width)',
    async ({ code, scenario, order, title, message, link, width, viewport }) => {
      const stack = sharedStack();
      const { context, page } = await newVisitor(browser, viewport);
      await page.goto(`${stack.url}/${scenario ? `?testScenario=${scenario}` : ''}`);
      await fillSignIn(page, order.orderNumber, order.email);
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByText(message).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      const customerServices = dialog.getByRole('link', { name: 'Contact customer services' });
      expect(await customerServices.count()).toBe(link ? 1 : 0);
      if (link) {
        expect(await customerServices.getAttribute('href')).toMatch(/^https?:\/\//);
        expect(await customerServices.getAttribute('target')).toBe('_blank');
      }
      await screenshot(page, `sign-in-modal-${code}-${width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByLabel('Order number').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    },
  );
});

describe('the session', () => {
  test('a page that needs it sends the visitor to sign in, then back to the page asked for', async () => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser);
    await page.goto(`${stack.url}/bookings`);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('error') === 'SessionRequired');
    expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/bookings');
    // Spec: SessionRequired has no text for visitors; sign-in is simply there.
    await page.getByLabel('Order number').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('There was a problem').count()).toBe(0);
    expect(await page.getByText('Please sign in to continue').count()).toBe(0);
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
