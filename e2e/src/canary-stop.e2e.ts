import type { Browser } from 'playwright-core';
import type { Stack } from '@citypass/stack';
import { startWithBookingsVariant, type StackWithVariant } from './harness/bookings-variants';
import { releasesCli } from './harness/releases';
import { bookingsReleaseOfPage, freshVisitors, visitMyBookings } from './harness/visitors';

// A canary that fails in visitors' browsers is taken back by the BFF itself: a bookings release
// whose page throws as it renders (a test build), under steady traffic of signed-in visitors.
const STOPPED_WITHIN_MS = 60_000;

let running: StackWithVariant;
let browser: Browser;
let stack: Stack;
let stable: string;
let failing: string;

beforeAll(async () => {
  running = await startWithBookingsVariant('throws-on-render');
  ({ browser, stack, stable, variant: failing } = running);
}, 300_000);

afterAll(() => running?.stop());

test('a canary whose page throws on render is stopped automatically under steady traffic, new visitors get stable, and the history says why', async () => {
  const started = await releasesCli(stack.info, 'bookings', ['canary', 'bookings', failing, '--percent', '50', '--reason', 'a broken release']);
  expect(started.code).toBe(0);
  const runs = async () => (await releasesCli(stack.info, 'bookings', ['list'])).stdout.includes('(canary');

  const since = Date.now();
  while ((await runs()) && Date.now() - since < STOPPED_WITHIN_MS) await freshVisitors(browser, 8, (context) => visitMyBookings(context, stack.info.url));
  expect(await runs()).toBe(false);

  const history = (await releasesCli(stack.info, 'bookings', ['history', 'bookings'])).stdout.trim().split('\n');
  expect(history.at(-1)).toMatch(new RegExp(`canary-stop {2}${failing} -> ${stable} {2}by automatic: `));
  const after = await freshVisitors(browser, 8, (context) => bookingsReleaseOfPage(context, `${stack.info.url}/bookings`));
  expect(after).toEqual(Array(8).fill(stable));
}, 240_000);
