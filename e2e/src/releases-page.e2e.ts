import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './harness/axe';
import { launchBrowser, newVisitor, PHONE, screenshot } from './harness/browser';
import { promotedVersions, publishBuild, releasesCli, stackReleases } from './harness/releases';
import { Stack } from '@citypass/stack';
import { freshVisitors, visitMyBookings } from './harness/visitors';

// The bookings team on its releases page: what it sees of its releases, and a rollback with a
// click that visitors' pages and the release commands then agree on.
const BOOKINGS_DIST = resolve(__dirname, '../../mf-bookings/dist');

let browser: Browser;
let stack: Stack;
/** The release the stack promoted first, and the second one promoted over it. */
let first: string;
let second: string;

beforeAll(async () => {
  stack = await (await Stack.create()).start();
  first = (await promotedVersions(stack.info)).bookings ?? '';
  second = await publishBuild(stack.info, 'bookings', BOOKINGS_DIST, '0.2.0');
  const promoted = await releasesCli(stack.info, 'bookings', ['promote', 'bookings', second, '--reason', 'second release']);
  if (promoted.code !== 0) throw new Error(`promote failed: ${promoted.stdout}${promoted.stderr}`);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function signIn(page: Page, token: string) {
  await page.goto(`${stack.info.bffUrl}/_releases`);
  await page.getByLabel('Team release token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const bookingsSection = (page: Page) => page.getByRole('region', { name: 'bookings' });

test('a wrong token is refused with the API message, and nothing of it reaches the address', async () => {
  const { context, page } = await newVisitor(browser);
  await signIn(page, 'not-a-team-token');
  await page.getByRole('alert').waitFor();
  expect(page.url()).toBe(`${stack.info.bffUrl}/_releases`);
  expect(await page.getByLabel('Team release token').isVisible()).toBe(true);
  await context.close();
});

test('the bookings team sees its promoted release and history, and rolls back with a click', async () => {
  const { context, page } = await newVisitor(browser, PHONE);
  const token = stackReleases(stack.info).tokens.bookings;
  await signIn(page, token);
  const bookings = bookingsSection(page);
  await bookings.getByRole('definition').filter({ hasText: second }).waitFor();
  const history = bookings.getByRole('list', { name: 'bookings history, newest first' }).getByRole('listitem');
  expect(await history.first().textContent()).toContain(`Promoted ${second} (was ${first})`);
  expect(await history.first().textContent()).toContain('second release');
  expect(page.url()).not.toContain(token);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'releases-page-375');

  await bookings.getByRole('button', { name: 'Roll back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roll back: bookings' });
  await dialog.getByLabel('Reason').fill('checkout broken on phones');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Roll back' }).click();

  await bookings.getByRole('definition').filter({ hasText: new RegExp(`^${first.replace(/\./g, '\\.')}$`) }).waitFor();
  expect(await history.first().textContent()).toContain(`Rolled back to ${first} (was ${second})`);
  expect(await history.first().textContent()).toContain('checkout broken on phones');
  expect(await dialog.count()).toBe(0);
  const listed = await releasesCli(stack.info, 'bookings', ['list']);
  expect(listed.stdout).toContain(`bookings: ${first}`);

  // The token stays for the tab: a reload shows the page signed in.
  await page.reload();
  await bookings.getByRole('definition').filter({ hasText: first }).first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the bookings team sees a canary, its share and the page loads counted for each release, and stops it with a click', async () => {
  const started = await releasesCli(stack.info, 'bookings', ['canary', 'bookings', second, '--percent', '50', '--reason', 'half the visitors']);
  expect(started.code).toBe(0);
  // Visitors' pages report how bookings went on them: those are the counts the page shows.
  await freshVisitors(browser, 6, (context) => visitMyBookings(context, stack.info.url));

  const { context, page } = await newVisitor(browser, PHONE);
  await signIn(page, stackReleases(stack.info).tokens.bookings);
  const bookings = bookingsSection(page);
  await bookings.getByRole('definition').filter({ hasText: `${second} to 50% of visitors` }).waitFor();
  const counted = (await bookings.getByText(/^0 failed of \d+ page loads$/).allTextContents()).map((text) => Number(/of (\d+)/.exec(text)![1]));
  expect(counted.reduce((sum, loads) => sum + loads, 0)).toBe(6);
  expect(await seriousViolations(page)).toEqual([]);

  await bookings.getByRole('button', { name: 'Stop canary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop canary: bookings' });
  await dialog.getByLabel('Reason').fill('seen enough');
  await dialog.getByRole('button', { name: 'Stop canary' }).click();
  await bookings.getByRole('definition').filter({ hasText: /^none$/ }).waitFor();
  const history = bookings.getByRole('list', { name: 'bookings history, newest first' }).getByRole('listitem');
  expect(await history.first().textContent()).toContain(`Canary stopped, back to ${first} (was ${second})`);
  expect((await releasesCli(stack.info, 'bookings', ['list'])).stdout).not.toContain('(canary');
  await context.close();
});
