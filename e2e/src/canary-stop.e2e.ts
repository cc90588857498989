import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { Stack } from '@citypass/stack';
import { launchBrowser } from './harness/browser';
import { promotedVersions, publishBuild, releasesCli } from './harness/releases';
import { bookingsReleaseOfPage, freshVisitors, visitMyBookings } from './harness/visitors';

// A canary that fails in visitors' browsers is taken back by the BFF itself: a bookings release
// whose page throws as it renders (a test build), under steady traffic of signed-in visitors.
const VARIANTS_CONFIG = resolve(__dirname, '../fixtures/bookings-variant.webpack.js');
const STOPPED_WITHIN_MS = 60_000;

let browser: Browser;
let stack: Stack;
let work: string;
let stable: string;
let failing: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'citypass-canary-stop-'));
  const build = promisify(execFile)('npx', ['webpack', '--config', VARIANTS_CONFIG, '--mode', 'production', '--env', `out=${work}`, '--env', 'only=throws-on-render'], {
    cwd: resolve(__dirname, '../../mf-bookings'),
  });
  stack = await (await Stack.create()).start();
  await build;
  failing = await publishBuild(stack.info, 'bookings', join(work, 'throws-on-render'), '0.1.0');
  stable = (await promotedVersions(stack.info)).bookings ?? '';
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(work, { recursive: true, force: true });
});

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
