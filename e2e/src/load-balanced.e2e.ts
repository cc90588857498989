import type { Browser } from 'playwright-core';
import { bookButton, choosePasses, chooseTime, closeModal, expectModal, openAttraction } from './harness/booking-ui';
import { launchBrowser, newVisitor } from './harness/browser';
import { startFleet, type Fleet } from '@citypass/stack';
import type { RoundRobinProxy } from '@citypass/stack';
import { DEMO, signInViaApi } from './harness/sign-in';
import { freshVisitors, releasesOfPage } from './harness/visitors';
import type { Stack } from '@citypass/stack';

let browser: Browser;
let stacks: Fleet;
let proxy: RoundRobinProxy;
let first: Stack;
let second: Stack;

beforeAll(async () => {
  browser = await launchBrowser();
  stacks = await startFleet();
  ({ proxy, first, second } = stacks);
});
afterAll(async () => {
  await stacks?.stop();
  await browser?.close();
});

test('a full journey through two BFF instances behind a round-robin proxy', async () => {
  const { context, page } = await newVisitor(browser);
  await signInViaApi(context, proxy.url, DEMO.threePasses);
  await openAttraction(page, proxy.url, 'ams-canal-cruise', 'Canal Cruise');
  await choosePasses(page, ['1000-0000-0011']);
  await chooseTime(page, 10, 1);
  await bookButton(page, 1).click();
  await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
  await page.getByRole('link', { name: 'My bookings' }).last().click();
  await page.getByRole('button', { name: 'Cancel Canal Cruise booking' }).click();
  await page.getByRole('dialog', { name: 'Cancel your Canal Cruise booking?' }).getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expectModal(page, 'Your Canal Cruise booking has been cancelled', 'We have sent you an email to confirm your cancelled booking');
  await closeModal(page);
  await context.close();

  const apiCalls = proxy.accessLog().filter(([, request]) => request.includes(' /api/'));
  const served = (port: number) => apiCalls.filter(([address]) => address.endsWith(`:${port}`)).length;
  expect(apiCalls.length).toBeGreaterThan(6);
  // Round robin: each instance served about half, and the answers alternated between them.
  expect(served(first.ports.bff)).toBeGreaterThanOrEqual(Math.floor(apiCalls.length / 3));
  expect(served(second.ports.bff)).toBeGreaterThanOrEqual(Math.floor(apiCalls.length / 3));
  const switches = apiCalls.slice(1).filter(([address], index) => address !== apiCalls[index]![0]).length;
  expect(switches).toBeGreaterThan(apiCalls.length / 3);
});

test('the second instance, sharing only the registry file and with an empty release store, names the same releases and integrity as the first', async () => {
  const [fromFirst] = await freshVisitors(browser, 1, (context) => releasesOfPage(context, `${first.info.bffUrl}/bookings`));
  const [fromSecond] = await freshVisitors(browser, 1, (context) => releasesOfPage(context, `${second.info.bffUrl}/bookings`));
  expect(Object.keys(fromFirst!.remotes).sort()).toEqual(['attractions', 'auth', 'bookings']);
  expect(fromFirst!.enforced).toBe(true);
  expect(fromSecond).toEqual(fromFirst);
});
