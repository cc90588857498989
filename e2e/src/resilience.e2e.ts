import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot } from './harness/browser';
import { DEMO, signInViaApi } from './harness/sign-in';
import { Stack, UpstreamProcess } from '@citypass/stack';

let browser: Browser;
let stack: Stack;
const dataDir = mkdtempSync(join(tmpdir(), 'citypass-e2e-upstream-'));
// The reference upstream in its own process, so the test can stop and restart it on the same data.
let upstream: UpstreamProcess;

beforeAll(async () => {
  browser = await launchBrowser();
  upstream = await (await UpstreamProcess.create(dataDir)).start();
  stack = await (await Stack.create({ upstreamUrl: upstream.url })).start();
});
afterAll(async () => {
  await stack?.stop();
  await upstream?.stop();
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('with the upstream down the visitor sees a clear message, and the journey continues once it is back', async () => {
  const { context, page } = await newVisitor(browser);
  await signInViaApi(context, stack.info.url, DEMO.threePasses);
  await page.goto(`${stack.info.url}/attractions`);
  await page.getByRole('link', { name: 'Rijksmuseum' }).waitFor();

  await upstream.stop();
  const started = Date.now();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My bookings' }).click();
  await page.getByRole('heading', { name: "We couldn't load your bookings" }).waitFor({ timeout: 15_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
  await screenshot(page, 'upstream-down-desktop');

  await upstream.start();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: "We couldn't load your bookings" }).waitFor({ state: 'detached' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Attractions' }).click();
  await page.getByRole('link', { name: 'Rijksmuseum' }).waitFor();
  await context.close();
});

test('a BFF restarted mid-session keeps the visitor signed in', async () => {
  const { context, page } = await newVisitor(browser);
  await signInViaApi(context, stack.info.url, DEMO.fourPasses);
  await page.goto(`${stack.info.url}/attractions`);
  await page.getByRole('link', { name: 'Tokyo Skytree' }).waitFor();

  await stack.stopBff();
  await stack.startBff();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My bookings' }).click();
  await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/bookings');
  await context.close();
});
