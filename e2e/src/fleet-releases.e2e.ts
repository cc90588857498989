import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { HEALTH_REPORTS_PATH } from '@citypass/contracts';
import { buildBookingsVariants, type BookingsVariants } from './harness/bookings-variants';
import { launchBrowser } from './harness/browser';
import { startFleet, type Fleet } from '@citypass/stack';
import { promotedVersions, publishBuild, releasesCli } from './harness/releases';
import { bookingsReleaseOfPage, freshVisitors, releasesOfPage } from './harness/visitors';
import { LOADS_A_STOP_NEEDS, trafficUntilCanaryCounted, untilCanaryStopped } from './harness/canary-traffic';

// Two BFF instances behind nginx sharing the release registry and release health through Redis:
// what a team does through one instance is what the other serves on the next page load, and a
// canary stopped by one (on health reports it alone received) is stopped for the other's visitors.
const BOOKINGS_DIST = resolve(__dirname, '../../mf-bookings/dist');

let browser: Browser;
let fleet: Fleet;
let variants: BookingsVariants<'throws-on-render'>;
let stable: string;

/** The bookings release a page of this instance names (its own address; the document alone). */
const releaseServedBy = (bffUrl: string, cookie?: string) =>
  freshVisitors(browser, 1, async (context) => {
    if (cookie) await context.addCookies([{ name: 'citypass-bucket', value: cookie, url: bffUrl }]);
    return bookingsReleaseOfPage(context, `${bffUrl}/bookings`);
  }).then(([release]) => release);

beforeAll(async () => {
  variants = buildBookingsVariants(['throws-on-render']);
  // Every page's health report reaches the first instance alone: the second counts none itself.
  fleet = await startFleet({ redis: true, pinnedToFirst: [HEALTH_REPORTS_PATH] });
  await variants.built;
  stable = (await promotedVersions(fleet.first.info)).bookings ?? '';
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await fleet?.stop();
  variants?.remove();
});

test('the second instance, sharing only Redis and with an empty release store, names the same releases and integrity as the first', async () => {
  const [fromFirst] = await freshVisitors(browser, 1, (context) => releasesOfPage(context, `${fleet.first.info.bffUrl}/bookings`));
  const [fromSecond] = await freshVisitors(browser, 1, (context) => releasesOfPage(context, `${fleet.second.info.bffUrl}/bookings`));
  expect(Object.keys(fromFirst!.remotes).sort()).toEqual(['attractions', 'auth', 'bookings']);
  expect(fromSecond).toEqual(fromFirst);
});

test('a promote and a rollback made through one instance are what the other serves on the next page load', async () => {
  const { first, second } = fleet;
  const next = await publishBuild(first.info, 'bookings', BOOKINGS_DIST, '0.2.0');
  expect((await releasesCli(first.info, 'bookings', ['promote', 'bookings', next, '--reason', 'a new release'])).code).toBe(0);
  expect(await releaseServedBy(second.info.bffUrl)).toBe(next);

  expect((await releasesCli(first.info, 'bookings', ['rollback', 'bookings', '--reason', 'back'])).code).toBe(0);
  expect(await releaseServedBy(second.info.bffUrl)).toBe(stable);
  const history = (await releasesCli(second.info, 'bookings', ['history', 'bookings'])).stdout;
  expect(history).toMatch(new RegExp(`promote {2}${stable} -> ${next}`));
  expect(history).toMatch(new RegExp(`rollback {2}${next} -> ${stable}`));
}, 120_000);

test('a canary failing on health reports the first instance received is stopped for visitors of the second too', async () => {
  const { first, second, proxy } = fleet;
  const failing = await publishBuild(first.info, 'bookings', (await variants.built)['throws-on-render'], '0.3.0');
  expect((await releasesCli(first.info, 'bookings', ['canary', 'bookings', failing, '--percent', '50', '--reason', 'a broken release'])).code).toBe(0);
  // A visitor of the second instance whose bucket is in the share gets the canary.
  expect(await releaseServedBy(second.info.bffUrl, '0')).toBe(failing);

  // Visitors come through the balancer; the second instance, which counted no report itself, is asked.
  const traffic = await trafficUntilCanaryCounted({ browser, stack: second.info, visitorsUrl: proxy.url, path: '/bookings', remote: 'bookings', canary: failing });
  expect(await untilCanaryStopped(second.info, 'bookings')).toBe(true);

  const reports = proxy.accessLog().filter(([, request]) => request.startsWith(`POST ${HEALTH_REPORTS_PATH}`));
  expect(reports.length).toBe(traffic.reports.length);
  expect(traffic.counted.loads).toBeGreaterThanOrEqual(LOADS_A_STOP_NEEDS);
  expect(reports.every(([address]) => address.endsWith(`:${first.ports.bff}`))).toBe(true);
  const pages = proxy.accessLog().filter(([, request]) => request.startsWith('GET /bookings '));
  expect(pages.some(([address]) => address.endsWith(`:${second.ports.bff}`))).toBe(true);

  const history = (await releasesCli(second.info, 'bookings', ['history', 'bookings'])).stdout.trim().split('\n');
  expect(history.at(-1)).toMatch(new RegExp(`canary-stop {2}${failing} -> ${stable} {2}by automatic: canary ${failing} failed`));
  expect(await releaseServedBy(second.info.bffUrl, '0')).toBe(stable);
}, 240_000);
