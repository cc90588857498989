import type { Browser } from 'playwright-core';
import { PREVIEW_PATHS } from '@citypass/contracts';
import { Stack } from '@citypass/stack';
import { launchBrowser, newVisitor } from './harness/browser';
import { serviceWorkerInCharge } from './harness/kept-offline';
import { startRemoteDevServer } from './harness/dev-loop';
import { signInViaApi } from './harness/sign-in';

// A developer tries a change inside the full product: one remote of a running deployment outside
// production (as `npm start` runs it) comes from their dev server
// (`npm run dev -w @citypass/mf-bookings`), under the same ribbon, in their browser alone.

let browser: Browser;
let stack: Stack;
let devServer: { url: string; stop: () => Promise<void> };

beforeAll(async () => {
  stack = await (await Stack.create({ env: { NODE_ENV: 'development' } })).start();
  devServer = await startRemoteDevServer('bookings', stack.ports.bff);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await devServer?.stop();
  await stack?.stop();
});

test("the bookings page comes from the developer's dev server in that browser, under the ribbon, until End preview", async () => {
  // A developer's browser with the app installed: its service worker leaves the dev server's files to the page.
  const { context, page } = await newVisitor(browser, undefined, undefined, { installsTheApp: true });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await signInViaApi(context, stack.info.url);
  const fromDevServer: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(devServer.url)) fromDevServer.push(new URL(response.url()).pathname);
  });

  await page.goto(`${stack.info.url}${PREVIEW_PATHS.dev}?remote=bookings&url=${devServer.url}/`);
  await serviceWorkerInCharge(page);
  await page.goto(`${stack.info.url}/bookings`);
  await page.getByRole('heading', { name: 'My bookings' }).waitFor();
  const ribbon = page.getByRole('region', { name: 'Preview' });
  expect(await ribbon.textContent()).toContain(`Preview: bookings from the dev server at ${devServer.url}`);
  // The page loads the dev server's entry; its manifest is the BFF's to read.
  expect(fromDevServer).toEqual(expect.arrayContaining(['/remoteEntry.js']));
  expect(fromDevServer).not.toContain('/mf-manifest.json');
  expect(problems).toEqual([]);

  const other = await newVisitor(browser);
  await signInViaApi(other.context, stack.info.url);
  const otherFromDevServer: string[] = [];
  other.page.on('request', (request) => {
    if (request.url().startsWith(devServer.url)) otherFromDevServer.push(request.url());
  });
  await other.page.goto(`${stack.info.url}/bookings`);
  await other.page.getByRole('heading', { name: 'My bookings' }).waitFor();
  expect(otherFromDevServer).toEqual([]);
  await other.context.close();

  const reloaded = page.waitForEvent('load');
  await ribbon.getByRole('button', { name: 'End preview' }).click();
  await reloaded;
  await page.getByRole('heading', { name: 'My bookings' }).waitFor();
  expect(await ribbon.count()).toBe(0);
  await context.close();
}, 120_000);
