import type { Browser } from 'playwright-core';
import type { Stack } from '@citypass/stack';
import { startWithBookingsVariant, type StackWithVariant } from './harness/bookings-variants';
import { countedHealth, LOADS_A_STOP_NEEDS, trafficUntilCanaryCounted, untilCanaryStopped } from './harness/canary-traffic';
import { releasesCli } from './harness/releases';
import { bookingsReleaseOfPage, freshVisitors } from './harness/visitors';

// A canary that fails in visitors' browsers is taken back by the BFF itself: a bookings release
// whose page throws as it renders (a test build), under steady traffic of signed-in visitors until
// the release service has counted the page loads its rule needs.

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

  const { reports, counted } = await trafficUntilCanaryCounted({ browser, stack: stack.info, visitorsUrl: stack.info.url, path: '/bookings', remote: 'bookings', canary: failing });
  expect(reports.filter((report) => report.version === failing).every((report) => report.outcome === 'failed')).toBe(true);
  expect(reports.filter((report) => report.version === stable).every((report) => report.outcome === 'started')).toBe(true);
  expect(counted.failures).toBe(counted.loads);
  const reportsOf = (version: string) => reports.filter((report) => report.version === version).length;
  expect(await countedHealth(stack.info, 'bookings', failing)).toEqual({ loads: reportsOf(failing), failures: reportsOf(failing) });
  expect(await countedHealth(stack.info, 'bookings', stable)).toEqual({ loads: reportsOf(stable), failures: 0 });
  expect(await untilCanaryStopped(stack.info, 'bookings')).toBe(true);

  const history = (await releasesCli(stack.info, 'bookings', ['history', 'bookings'])).stdout.trim().split('\n');
  expect(history.at(-1)).toMatch(new RegExp(`canary-stop {2}${failing} -> ${stable} {2}by automatic: canary ${failing} failed (\\d+) of \\1 page loads`));
  expect(Number(/failed (\d+) of/.exec(history.at(-1) ?? '')?.[1])).toBeGreaterThanOrEqual(LOADS_A_STOP_NEEDS);
  const after = await freshVisitors(browser, 8, (context) => bookingsReleaseOfPage(context, `${stack.info.url}/bookings`));
  expect(after).toEqual(Array(8).fill(stable));
}, 300_000);
