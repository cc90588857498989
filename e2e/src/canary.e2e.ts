import type { Browser } from 'playwright-core';
import type { Stack } from '@citypass/stack';
import { buildBookingsVariants, type BookingsVariants } from './harness/bookings-variants';
import { launchBrowser } from './harness/browser';
import { startFleet, type Fleet } from '@citypass/stack';
import type { RoundRobinProxy } from '@citypass/stack';
import { promotedVersions, publishBuild, releasesCli } from './harness/releases';
import { bookingsReleaseOfPage, freshVisitors } from './harness/visitors';

// A canary as visitors meet it: two BFF instances behind a load balancer share one registry; a
// canary release reaches its share of new visitors, each of whom keeps one version on every page
// load and on either instance.
const VISITORS = 40;

let browser: Browser;
let stacks: Fleet;
let proxy: RoundRobinProxy;
let first: Stack;
let second: Stack;
let variants: BookingsVariants<'second'>;
let stable: string;
let canary: string;

beforeAll(async () => {
  variants = buildBookingsVariants(['second']);
  stacks = await startFleet();
  ({ proxy, first, second } = stacks);
  canary = await publishBuild(first.info, 'bookings', (await variants.built).second, '0.1.0');
  stable = (await promotedVersions(first.info)).bookings ?? '';
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stacks?.stop();
  variants?.remove();
});

test('a 50% canary reaches about half of 40 new visitors, each of whom keeps one version on every page load and on both BFF instances', async () => {
  const started = await releasesCli(first.info, 'bookings', ['canary', 'bookings', canary, '--percent', '50', '--reason', 'half the visitors']);
  expect(started.code).toBe(0);

  // Through the load balancer, then from each instance directly (cookies belong to the host, not the port).
  const origins = [proxy.url, first.info.bffUrl, second.info.bffUrl, proxy.url];
  const seen = await freshVisitors(browser, VISITORS, async (context) => {
    const versions: string[] = [];
    for (const origin of origins) versions.push(await bookingsReleaseOfPage(context, `${origin}/bookings`));
    return versions;
  });
  for (const versions of seen) expect(new Set(versions).size).toBe(1);
  expect(seen.every(([version]) => version === canary || version === stable)).toBe(true);
  const inCanary = seen.filter(([version]) => version === canary).length;
  expect(inCanary).toBeGreaterThanOrEqual(VISITORS * 0.3);
  expect(inCanary).toBeLessThanOrEqual(VISITORS * 0.7);

  // Stopped, every visitor gets stable on the next page load, the canary's visitors too.
  expect((await releasesCli(first.info, 'bookings', ['canary', 'bookings', '--stop', '--reason', 'seen enough'])).code).toBe(0);
  const after = await freshVisitors(browser, 4, (context) => bookingsReleaseOfPage(context, `${proxy.url}/bookings`));
  expect(after).toEqual(Array(4).fill(stable));
}, 240_000);
