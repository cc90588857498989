import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HEALTH_REPORTS_PATH, PREVIEW_PATHS } from '@citypass/contracts';
import { createPreviewLinks } from '@citypass/releases/testing';
import type { Stack } from '@citypass/stack';
import { seriousViolations } from './harness/axe';
import { startWithBookingsVariant, type StackWithVariant } from './harness/bookings-variants';
import { DESKTOP, newVisitor, PHONE, screenshot } from './harness/browser';
import { promotedVersions, releasesCli, releasesHealth } from './harness/releases';
import { signInViaApi } from './harness/sign-in';
import { bookingsReleaseOfPage } from './harness/visitors';

// A team looks at its release on the live site before any visitor does: the link
// `npm run releases -- preview` prints opens the release in that one browser, with integrity, under
// a ribbon that ends it; other browsers keep the promoted release, and the preview's page loads
// never count for a canary or for stable.
// The visible change of the test build (fixtures/previewed-bookings-page.js).
const PREVIEWED_TEXT = 'A new look for My bookings (a test build)';

let running: StackWithVariant;
let browser: Browser;
let stack: Stack;
let stable: string;
let previewed: string;

beforeAll(async () => {
  running = await startWithBookingsVariant('previewed');
  ({ browser, stack, stable, variant: previewed } = running);
}, 300_000);

afterAll(() => running?.stop());

/** The link the team's command prints (its last line). */
async function previewLink(team: 'bookings' | 'attractions', version: string, args: string[] = []): Promise<string> {
  const run = await releasesCli(stack.info, team, ['preview', team, version, ...args]);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return run.stdout.trim().split('\n').at(-1)!;
}

const ribbon = (page: Page) => page.getByRole('region', { name: 'Preview' });
const previewCookies = async (context: BrowserContext) => (await context.cookies()).filter(({ name }) => name === 'citypass-preview');

test('the team opens its preview link in a fresh browser: the ribbon and the new release on the page it chose; another browser gets the promoted release; End preview returns to it', async () => {
  const link = await previewLink('bookings', previewed, ['--path', '/bookings']);
  expect(link.startsWith(`${stack.info.url}${PREVIEW_PATHS.open}?link=`)).toBe(true);

  const team = await newVisitor(browser, PHONE);
  await signInViaApi(team.context, stack.info.url);
  await team.page.goto(link);
  expect(new URL(team.page.url()).pathname).toBe('/bookings');
  await team.page.getByText(PREVIEWED_TEXT).waitFor();
  expect(await ribbon(team.page).textContent()).toContain(`Preview: bookings ${previewed}`);
  const [cookie] = await previewCookies(team.context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // Several remotes at once: the attractions team's link adds its remote to the same browser's preview.
  const attractions = (await promotedVersions(stack.info)).attractions ?? '';
  await team.page.goto(await previewLink('attractions', attractions, ['--path', '/bookings']));
  await team.page.getByText(PREVIEWED_TEXT).waitFor();
  expect(await ribbon(team.page).textContent()).toContain(`Preview: bookings ${previewed} · attractions ${attractions}`);

  // Accessible, reachable by keyboard, and never over the header's controls, on a phone and on a desktop.
  expect(await seriousViolations(team.page)).toEqual([]);
  for (const [viewport, name] of [[PHONE, 'preview-ribbon-375'], [DESKTOP, 'preview-ribbon-1280']] as const) {
    await team.page.setViewportSize(viewport);
    const ribbonBox = (await ribbon(team.page).boundingBox())!;
    const headerBox = (await team.page.getByRole('banner').boundingBox())!;
    expect(ribbonBox.y + ribbonBox.height).toBeLessThanOrEqual(headerBox.y + 0.5);
    await screenshot(team.page, name);
  }
  const endButton = ribbon(team.page).getByRole('button', { name: 'End preview' });
  for (let presses = 0; presses < 5 && !(await endButton.evaluate((button) => button === document.activeElement)); presses += 1) {
    await team.page.keyboard.press('Tab');
  }
  expect(await endButton.evaluate((button) => button === document.activeElement)).toBe(true);

  const visitor = await newVisitor(browser);
  await signInViaApi(visitor.context, stack.info.url);
  await visitor.page.goto(`${stack.info.url}/bookings`);
  await visitor.page.getByRole('heading', { name: 'My bookings' }).waitFor();
  expect(await visitor.page.getByText(PREVIEWED_TEXT).count()).toBe(0);
  expect(await ribbon(visitor.page).count()).toBe(0);
  expect(await bookingsReleaseOfPage(visitor.context, `${stack.info.url}/bookings`)).toBe(stable);
  await visitor.context.close();

  const reloaded = team.page.waitForEvent('load');
  await team.page.keyboard.press('Enter');
  await reloaded;
  await team.page.getByRole('heading', { name: 'My bookings' }).waitFor();
  expect(await ribbon(team.page).count()).toBe(0);
  expect(await team.page.getByText(PREVIEWED_TEXT).count()).toBe(0);
  expect(await previewCookies(team.context)).toEqual([]);
  expect(await bookingsReleaseOfPage(team.context, `${stack.info.url}/bookings`)).toBe(stable);
  await team.context.close();
}, 120_000);

test('a tampered link and an expired link each show the refusal page, set nothing and change nothing', async () => {
  const link = new URL(await previewLink('bookings', previewed));
  const [header, payload, signature = ''] = link.searchParams.get('link')!.split('.');
  link.searchParams.set('link', `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
  const hourAgo = Date.now() - 3_600_000;
  const expired = await createPreviewLinks(stack.info.secret, stack.info.url, { now: () => hourAgo - 60_000 }).mint({
    remote: 'bookings',
    version: previewed,
    team: 'bookings',
    path: '/bookings',
    expiresAt: hourAgo,
  });

  for (const [refused, title] of [
    [link.href, 'This preview link is not valid'],
    [expired, 'This preview link has expired'],
  ] as const) {
    const { context, page } = await newVisitor(browser, PHONE);
    await signInViaApi(context, stack.info.url);
    const answer = await page.goto(refused);
    expect(answer?.status()).toBeGreaterThanOrEqual(400);
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await previewCookies(context)).toEqual([]);
    await page.getByRole('link', { name: 'Go to City Pass Bookings' }).click();
    await page.waitForURL(`${stack.info.url}/`);
    await page.goto(`${stack.info.url}/bookings`);
    await page.getByRole('heading', { name: 'My bookings' }).waitFor();
    expect(await ribbon(page).count()).toBe(0);
    expect(await page.getByText(PREVIEWED_TEXT).count()).toBe(0);
    await context.close();
  }
}, 60_000);

test("another team's token cannot preview the bookings remote", async () => {
  const run = await releasesCli(stack.info, 'attractions', ['preview', 'bookings', previewed]);
  expect(run).toMatchObject({ code: 1, stdout: '', stderr: 'Refused (NOT_AUTHORISED): Team attractions may change only the attractions remote.\n' });
});

test("a preview's page loads leave the canary's and stable's counts unchanged and show apart", async () => {
  expect((await releasesCli(stack.info, 'bookings', ['canary', 'bookings', previewed, '--percent', '50', '--reason', 'half the visitors'])).code).toBe(0);
  const health = () => releasesHealth(stack.info, 'bookings');
  const before = await health();

  const { context, page } = await newVisitor(browser);
  await signInViaApi(context, stack.info.url);
  await page.goto(await previewLink('bookings', previewed, ['--path', '/attractions']));
  const reported = page.waitForRequest((request) => new URL(request.url()).pathname === HEALTH_REPORTS_PATH && /(^|&)remote=bookings(&|$)/.test(request.postData() ?? ''));
  await page.goto(`${stack.info.url}/bookings`);
  await page.getByText(PREVIEWED_TEXT).waitFor();
  await (await reported).response();
  await context.close();

  const after = await health();
  expect(after.remotes.bookings).toEqual(before.remotes.bookings);
  expect(after.previews.bookings[previewed]?.loads).toBe((before.previews.bookings[previewed]?.loads ?? 0) + 1);
  expect((await releasesCli(stack.info, 'bookings', ['canary', 'bookings', '--stop', '--reason', 'seen enough'])).code).toBe(0);
}, 60_000);
