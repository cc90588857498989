import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot } from './harness/browser';
import { eventually, kept, serviceWorkerInCharge } from './harness/kept-offline';
import { promotedVersions, publishBuild, releasesCli, stackReleases } from './harness/releases';
import { signInViaApi } from './harness/sign-in';
import { Stack } from '@citypass/stack';

// The bookings team's releases as shipped: real builds of its remote published into the release
// store, then promoted, rolled back or refused with the release commands, while the running
// shell (never rebuilt) follows on the next page load.
const BOOKINGS = resolve(__dirname, '../../mf-bookings');
const VARIANTS_CONFIG = resolve(__dirname, '../fixtures/bookings-variant.webpack.js');
// The global the sentinel build's expose chunk sets (fixtures/bookings-variant.webpack.js).
const SENTINEL = '__citypassSentinel';

let browser: Browser;
let stack: Stack;
let work: string;
/** The bookings release the stack promoted from the fresh build. */
let current: string;
const releases = { second: '', missingExpose: '', react20: '', sentinel: '' };

const run = promisify(execFile);

/** Production builds, each run once for every test (builds are slow): a second release, and the test-only variants. */
async function buildReleases(): Promise<Record<'second' | 'missing-expose' | 'react-20' | 'sentinel', string>> {
  const second = join(work, 'second');
  const variants = join(work, 'variants');
  await Promise.all([
    run('npx', ['webpack', '--mode', 'production', '--output-path', second], { cwd: BOOKINGS, env: { ...process.env, MF_BUILD_VERSION: '0.2.0' } }),
    run('npx', ['webpack', '--config', VARIANTS_CONFIG, '--mode', 'production', '--env', `out=${variants}`], { cwd: BOOKINGS }),
  ]);
  return {
    second,
    'missing-expose': join(variants, 'missing-expose'),
    'react-20': join(variants, 'react-20'),
    sentinel: join(variants, 'sentinel'),
  };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'citypass-releases-'));
  stack = await (await Stack.create()).start();
  const builds = await buildReleases();
  const publish = (dir: string) => publishBuild(stack.info, 'bookings', dir, '0.1.0');
  releases.second = await publish(builds.second);
  releases.missingExpose = await publish(builds['missing-expose']);
  releases.react20 = await publish(builds['react-20']);
  releases.sentinel = await publish(builds.sentinel);
  current = (await promotedVersions(stack.info)).bookings ?? '';
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(work, { recursive: true, force: true });
});

/**
 * Loads My bookings (opened with `?versions`) and says which bookings release its page module
 * came from (the release's folder in the store) and which one the page's versions line names.
 */
async function bookingsReleaseOnLoad(page: Page, load: () => Promise<unknown>): Promise<{ folder: string; shown: string }> {
  const folders: string[] = [];
  const record = (response: { url(): string }) => {
    const url = new URL(response.url());
    if (url.origin === stack.info.remoteUrl.bookings && url.pathname.includes('__federation_expose_BookingsPage')) folders.push(url.pathname.split('/')[1]!);
  };
  page.on('response', record);
  await load();
  await page.getByRole('heading', { name: 'My bookings', level: 1 }).waitFor();
  page.off('response', record);
  const line = page.getByText(/^Versions:/).filter({ hasText: 'bookings' });
  const shown = /bookings (\S+)/.exec((await line.textContent()) ?? '')?.[1] ?? '';
  return { folder: folders.join(' '), shown };
}

const running = (release: string) => ({ folder: release, shown: release });

const bookingsHistory = async () => (await releasesCli(stack.info, 'bookings', ['history', 'bookings'])).stdout.trim().split('\n');
const withoutTime = (line: string) => line.replace(/^\S+ {2}/, '');

test('a promoted release reaches the unchanged shell on the next page load, a rollback brings the old one back, and the history names both moves', async () => {
  const { context, page } = await newVisitor(browser);
  await signInViaApi(context, stack.info.url);
  expect(await bookingsReleaseOnLoad(page, () => page.goto(`${stack.info.url}/bookings?versions`))).toEqual(running(current));

  const promoted = await releasesCli(stack.info, 'bookings', ['promote', 'bookings', releases.second, '--reason', 'the second release']);
  expect(promoted).toEqual({ code: 0, stdout: `Promoted bookings ${releases.second} (was ${current}). The next page load uses it.\n`, stderr: '' });
  expect(await bookingsReleaseOnLoad(page, () => page.reload())).toEqual(running(releases.second));

  const rolledBack = await releasesCli(stack.info, 'bookings', ['rollback', 'bookings', '--reason', 'back to the first']);
  expect(rolledBack).toEqual({ code: 0, stdout: `Rolled bookings back from ${releases.second} to ${current}.\n`, stderr: '' });
  expect(await bookingsReleaseOnLoad(page, () => page.reload())).toEqual(running(current));

  expect((await bookingsHistory()).slice(-2).map(withoutTime)).toEqual([
    `promote  ${current} -> ${releases.second}  by bookings: the second release`,
    `rollback  ${releases.second} -> ${current}  by bookings: back to the first`,
  ]);
  await context.close();
});

test('an installed app follows a promotion and a rollback on its next online visit, keeping one whole release of the remote, never a mix', async () => {
  const { context, page } = await newVisitor(browser, undefined, undefined, { installsTheApp: true });
  await signInViaApi(context, stack.info.url);
  await page.goto(`${stack.info.url}/bookings?versions`);
  await serviceWorkerInCharge(page);
  const keptBookings = async () => (await kept(page)).releases.filter((name) => name.startsWith('bookings-'));
  const keeps = (release: string) => eventually(keptBookings, (names) => names.join() === `bookings-${release}`);

  expect(await bookingsReleaseOnLoad(page, () => page.reload())).toEqual(running(current));
  expect(await keeps(current)).toEqual([`bookings-${current}`]);

  expect((await releasesCli(stack.info, 'bookings', ['promote', 'bookings', releases.second, '--reason', 'installed app: promote'])).code).toBe(0);
  expect(await bookingsReleaseOnLoad(page, () => page.reload())).toEqual(running(releases.second));
  expect(await keeps(releases.second)).toEqual([`bookings-${releases.second}`]);

  expect((await releasesCli(stack.info, 'bookings', ['rollback', 'bookings', '--reason', 'installed app: roll back'])).code).toBe(0);
  expect(await bookingsReleaseOnLoad(page, () => page.reload())).toEqual(running(current));
  expect(await keeps(current)).toEqual([`bookings-${current}`]);

  // Without a network, the app runs the rolled-back release, whole, from the device.
  await context.setOffline(true);
  expect(await bookingsReleaseOnLoad(page, () => page.reload())).toEqual(running(current));
  await context.close();
});

test('a release lacking a module the shell loads, and one needing React 20, are refused with their reasons, and visitors keep the current release', async () => {
  const missing = await releasesCli(stack.info, 'bookings', ['promote', 'bookings', releases.missingExpose, '--reason', 'renamed page']);
  expect(missing.code).toBe(1);
  expect(missing.stderr.split('\n')).toEqual([
    `Refused (RELEASE_REFUSED): bookings ${releases.missingExpose} cannot be promoted`,
    '  - exposes no BookingsPage, which the shell loads from bookings',
    '',
  ]);

  const react20 = await releasesCli(stack.info, 'bookings', ['promote', 'bookings', releases.react20, '--reason', 'react 20']);
  expect(react20.code).toBe(1);
  const [heading, reason, ...rest] = react20.stderr.split('\n');
  expect(heading).toBe(`Refused (RELEASE_REFUSED): bookings ${releases.react20} cannot be promoted`);
  expect(reason).toMatch(/^ {2}- requires react \^20\.0\.0, the shell provides react 19\.\d+\.\d+$/);
  expect(rest).toEqual(['']);

  expect((await promotedVersions(stack.info)).bookings).toBe(current);
  const { context, page } = await newVisitor(browser);
  await signInViaApi(context, stack.info.url);
  expect(await bookingsReleaseOnLoad(page, () => page.goto(`${stack.info.url}/bookings?versions`))).toEqual(running(current));
  await context.close();
});

/**
 * Changes one byte of a release's page module in the store, the sentinel's `0` to `1`, and its
 * compressed copies from the changed content, as a host serves them; returns the file's name.
 */
function changeOneByteOfPageModule(version: string): string {
  const folder = join(stackReleases(stack.info).storeDir, 'bookings', version);
  const file = readdirSync(folder).find((name) => /^__federation_expose_BookingsPage\.[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error(`no page module in ${folder}`);
  const path = join(folder, file);
  const released = readFileSync(path);
  const at = released.indexOf(`${SENTINEL}=0`) + `${SENTINEL}=`.length;
  if (at < `${SENTINEL}=`.length) throw new Error(`${file} does not set ${SENTINEL}`);
  const changed = Buffer.from(released);
  changed[at] = '1'.charCodeAt(0);
  writeFileSync(path, changed);
  writeFileSync(`${path}.gz`, gzipSync(changed));
  writeFileSync(`${path}.br`, brotliCompressSync(changed));
  return file;
}

test('a promoted release whose file changed on disk is refused by the browser, never runs, is reported, and the rest of the site still works', async () => {
  const promoted = await releasesCli(stack.info, 'bookings', ['promote', 'bookings', releases.sentinel, '--reason', 'a release to tamper with']);
  expect(promoted.code).toBe(0);
  const file = changeOneByteOfPageModule(releases.sentinel);

  const { context, page } = await newVisitor(browser, undefined, undefined, { installsTheApp: true });
  await signInViaApi(context, stack.info.url);
  const beacon = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/_log' && (request.postData() ?? '').includes('REMOTE_FILE_REFUSED'),
  );
  await page.goto(`${stack.info.url}/bookings`);
  await page.getByRole('alert').filter({ hasText: 'My bookings is not available right now' }).waitFor({ timeout: 20_000 });
  const report = await beacon;
  expect(Object.fromEntries(new URLSearchParams(report.postData() ?? ''))).toMatchObject({
    code: 'REMOTE_FILE_REFUSED',
    remote: 'bookings',
    version: releases.sentinel,
    file,
    reason: 'integrity',
  });
  expect((await report.response())?.status()).toBe(200);
  expect(await page.evaluate((name) => (globalThis as Record<string, unknown>)[name], SENTINEL)).toBeUndefined();
  await screenshot(page, 'release-file-refused-desktop');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Attractions' }).click();
  await page.getByRole('list', { name: 'Attractions' }).getByRole('link', { name: 'Rijksmuseum' }).waitFor();

  // The app on the device never keeps the changed file: with the service worker in charge, the
  // other remotes' releases are kept whole, the tampered one is not, and no page naming it is.
  await serviceWorkerInCharge(page);
  await page.goto(`${stack.info.url}/bookings`);
  await page.getByRole('alert').filter({ hasText: 'My bookings is not available right now' }).waitFor({ timeout: 20_000 });
  const others = await eventually(() => kept(page), ({ releases: names }) => names.filter((name) => !name.startsWith('bookings-')).length === 2);
  expect(others.releases.filter((name) => !name.startsWith('bookings-'))).toHaveLength(2);
  const after = await kept(page);
  expect(after.releases).not.toContain(`bookings-${releases.sentinel}`);
  expect(after.pages).not.toContain('/bookings');
  await context.close();
});
