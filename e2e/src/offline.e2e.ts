import type { Browser, Page } from 'playwright-core';
import { bookButton, choosePasses, chooseTime, openAttraction } from './harness/booking-ui';
import { launchBrowser, newVisitor, PHONE, screenshot } from './harness/browser';
import { downloadedCalendar } from './harness/calendar-download';
import { eventually, kept, serviceWorkerInCharge, withoutNetwork } from './harness/kept-offline';
import { sharedStack } from './harness/shared-stack';
import { DEMO, signInViaApi } from './harness/sign-in';

// At the gate without a signal: once a signed-in visitor's page has been answered with the service
// worker in charge, the page and the releases it names are on the device, and the bookings page
// opens with the network off, showing the list the device kept; once they sign out, nothing does.

const stack = sharedStack();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Opens /bookings until the service worker controls the page and has kept it, as a second visit does. */
async function keepBookingsPage(page: Page): Promise<void> {
  await page.goto(`${stack.url}/bookings`);
  await serviceWorkerInCharge(page);
  await page.reload();
  await page.getByRole('heading', { name: 'My bookings', level: 1 }).waitFor();
  expect((await eventually(() => kept(page), ({ pages }) => pages.includes('/bookings'))).pages).toContain('/bookings');
}

test("a visitor who booked online opens the app with no network and sees their booking's time, read only, until the network is back", async () => {
  const { context, page } = await newVisitor(browser, PHONE, undefined, { installsTheApp: true });
  await signInViaApi(context, stack.url, DEMO.threePasses);
  await openAttraction(page, stack.url, 'ams-van-gogh-museum', 'Van Gogh Museum');
  await choosePasses(page, ['1000-0000-0013']);
  await chooseTime(page, 25, 2);
  await bookButton(page, 1).click();
  await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
  await keepBookingsPage(page);
  const booking = page.getByRole('article', { name: 'Van Gogh Museum' });
  const when = await booking.getByText(/ on /).first().textContent();
  const { releases } = await kept(page);
  expect(releases.map((name) => name.split('-')[0])).toEqual(['attractions', 'auth', 'bookings']);

  // At the gate: the app opened at its start address, with no network.
  const offline = await withoutNetwork(context, page);
  await page.goto(`${stack.url}/bookings`);
  await page.getByRole('status').getByRole('heading', { name: 'You are offline' }).waitFor();
  expect(await page.getByRole('status').textContent()).toMatch(/Your bookings as they were at \d{1,2}:\d{2} [AP]M on \w+day \d+\w\w \w+ \d{4}\./);
  expect(await booking.getByText(/ on /).first().textContent()).toBe(when);
  const cancel = booking.getByRole('button', { name: 'Cancel Van Gogh Museum booking' });
  expect(await cancel.isDisabled()).toBe(true);
  expect(await cancel.evaluate((button) => button.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent))).toContain(
    'Amending or cancelling a booking needs a connection.',
  );
  await screenshot(page, 'offline-bookings-phone');
  // The kept bookings still go into a calendar: the file's code is part of the release the device keeps.
  const file = await downloadedCalendar(page, page.getByRole('button', { name: 'Add all to calendar' }));
  expect(file.events.map((event) => event.summary)).toContain('Van Gogh Museum, 1 pass');

  // The network is back: the page reads the list again by itself, and the booking can change.
  await offline.backOnline();
  await page.getByRole('heading', { name: 'You are offline' }).waitFor({ state: 'detached' });
  await cancel.click();
  await page.getByRole('dialog', { name: 'Cancel your Van Gogh Museum booking?' }).getByRole('button', { name: 'Yes, cancel booking' }).click();
  await booking.waitFor({ state: 'detached' });
  await context.close();
});

test("once the visitor signs out, nothing of theirs opens without a network: the sign-in page does, saying a connection is needed", async () => {
  const { context, page } = await newVisitor(browser, PHONE, undefined, { installsTheApp: true });
  await signInViaApi(context, stack.url, DEMO.threePasses);
  await keepBookingsPage(page);
  expect((await kept(page)).calls).toEqual(['/kept-calls/reservations']);
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${stack.url}/`);
  const left = await eventually(() => kept(page), ({ pages, calls }) => pages.length + calls.length === 0);
  expect(left).toMatchObject({ pages: [], calls: [] });

  // Offline, even at the bookings' address: the sign-in page, saying a connection is needed.
  await withoutNetwork(context, page);
  await page.goto(`${stack.url}/bookings`);
  await page.getByRole('status').filter({ hasText: 'You are offline: signing in needs a connection.' }).waitFor();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  expect(await page.getByRole('article').count()).toBe(0);
  await screenshot(page, 'offline-signed-out-phone');
  await context.close();
});
