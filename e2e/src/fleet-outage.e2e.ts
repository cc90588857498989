import type { Browser, Page } from 'playwright-core';
import { bookButton, choosePasses, chooseTime, openAttraction } from './harness/booking-ui';
import { launchBrowser, newVisitor } from './harness/browser';
import { startFleet, type Fleet } from '@citypass/stack';
import { promotedVersions, publishBuild, releasesCli } from './harness/releases';
import { DEMO } from './harness/sign-in';
import { bookingsReleaseOfPage, freshVisitors } from './harness/visitors';

// Two BFF instances behind nginx sharing rate limits and releases through Redis: the sign-in
// limit holds for the fleet, and an outage of Redis leaves signed-in visitors browsing and
// booking, refuses sign-in cleanly, and heals on its own when Redis is back.
const SIGN_IN_LIMIT = 6;
const WINDOW_MS = 10_000;
const BOOKINGS_DIST = `${__dirname}/../../mf-bookings/dist`;

let browser: Browser;
let fleet: Fleet;

beforeAll(async () => {
  fleet = await startFleet({ redis: true, env: { SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT), RATE_LIMIT_WINDOW_MS: String(WINDOW_MS) } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await fleet?.stop();
});

/** Sign-in attempts with a wrong e-mail through the load balancer, as the sign-in page makes them (one csrf token for all). */
async function wrongSignIns(count: number): Promise<number[]> {
  const url = fleet.proxy.url;
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const cookie = csrf.headers.getSetCookie().map((set) => set.split(';')[0]).join('; ');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const body = new URLSearchParams({ orderNumber: DEMO.threePasses.orderNumber, email: 'wrong@example.com', csrfToken, json: 'true' });
  const statuses = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push((await fetch(`${url}/api/auth/callback/order`, { method: 'POST', headers: { cookie, origin: url }, body })).status);
  }
  return statuses;
}

const dependencyOf = async (bffUrl: string) => ((await (await fetch(`${bffUrl}/healthz`)).json()) as { dependencies: { redis: string } }).dependencies.redis;

async function bothInstancesSee(status: 'up' | 'down'): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await dependencyOf(fleet.first.info.bffUrl)) !== status || (await dependencyOf(fleet.second.info.bffUrl)) !== status) {
    if (Date.now() > deadline) throw new Error(`Redis not ${status} for both instances`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function signInOnThePage(page: Page): Promise<void> {
  await page.goto(`${fleet.proxy.url}/`);
  await page.getByLabel('Order number').fill(DEMO.threePasses.orderNumber);
  await page.getByLabel('Email address').fill(DEMO.threePasses.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign out' });

async function book(page: Page, offerId: string, name: string, date: number): Promise<void> {
  await openAttraction(page, fleet.proxy.url, offerId, name);
  await choosePasses(page, ['1000-0000-0011']);
  await chooseTime(page, date, 0);
  await bookButton(page, 1).click();
  await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
}

test('sign-in attempts through the load balancer are limited at the configured number in total, whichever instance answers', async () => {
  const started = Date.now();
  const statuses = await wrongSignIns(SIGN_IN_LIMIT + 2);
  expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429, 429]);
  const answered = new Set(
    fleet.proxy
      .accessLog()
      .filter(([, request]) => request.startsWith('POST /api/auth/callback/order'))
      .map(([address]) => address),
  );
  // The next journey signs in from the same address: the window passes first.
  await new Promise((r) => setTimeout(r, Math.max(0, WINDOW_MS - (Date.now() - started)) + 500));
  expect(answered.size).toBe(2);
}, 60_000);

test('with redis-server stopped mid-journey, a signed-in visitor keeps browsing and booking, sign-in is refused cleanly, and all recovers once it is back', async () => {
  const promoted = (await promotedVersions(fleet.first.info)).bookings;
  const { context, page } = await newVisitor(browser);
  await signInOnThePage(page);
  await signOutButton(page).waitFor();
  await book(page, 'ams-canal-cruise', 'Canal Cruise', 3);

  await fleet.redis!.stop();
  await bothInstancesSee('down');

  await book(page, 'ams-rijksmuseum', 'Rijksmuseum', 4);
  await page.getByRole('link', { name: 'My bookings' }).last().click();
  await page.getByRole('heading', { level: 2, name: /Rijksmuseum/ }).first().waitFor();
  expect(await freshVisitors(browser, 1, (visitor) => bookingsReleaseOfPage(visitor, `${fleet.proxy.url}/bookings`))).toEqual([promoted]);

  const newcomer = await newVisitor(browser);
  const refused = newcomer.page.waitForResponse((response) => response.url().endsWith('/api/auth/callback/order'));
  await signInOnThePage(newcomer.page);
  expect((await refused).status()).toBe(503);
  await newcomer.page.getByText('Something went wrong, please try again').waitFor();
  expect(await signOutButton(newcomer.page).count()).toBe(0);

  await fleet.redis!.restart();
  await bothInstancesSee('up');
  await signInOnThePage(newcomer.page);
  await signOutButton(newcomer.page).waitFor();
  await newcomer.context.close();

  expect(await freshVisitors(browser, 1, (visitor) => bookingsReleaseOfPage(visitor, `${fleet.proxy.url}/bookings`))).toEqual([promoted]);
  const next = await publishBuild(fleet.first.info, 'bookings', BOOKINGS_DIST, '0.4.0');
  expect((await releasesCli(fleet.second.info, 'bookings', ['promote', 'bookings', next, '--reason', 'after the outage'])).code).toBe(0);
  expect(await freshVisitors(browser, 1, (visitor) => bookingsReleaseOfPage(visitor, `${fleet.first.info.bffUrl}/bookings`))).toEqual([next]);
  await context.close();
}, 180_000);
