import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor } from './harness/browser';
import { signInViaApi } from './harness/sign-in';
import { freePort, Stack } from '@citypass/stack';

// Independent deployment: a second build of one remote, published beside the first; switching
// the registry moves the running shell (never rebuilt) to it on the next page load, and back.
const V2_VERSION = '2.0.0-e2e';

let browser: Browser;
let stack: Stack;
let work: string;
let registryFile: string;
let v2Port: number;

function writeRegistry(bookingsUrl: string): void {
  writeFileSync(
    registryFile,
    JSON.stringify({
      auth: `${stack.info.remoteUrl.auth}/mf-manifest.json`,
      attractions: `${stack.info.remoteUrl.attractions}/mf-manifest.json`,
      bookings: `${bookingsUrl}/mf-manifest.json`,
    }),
  );
  // The BFF notices a change by the file's modification time; make each write count.
  const later = new Date(Date.now() + Math.floor(Math.random() * 1000) + 1000);
  utimesSync(registryFile, later, later);
}

async function bookingsVersionAfterLoad(page: Page): Promise<string> {
  await page.getByRole('heading', { name: 'My bookings', level: 1 }).waitFor();
  const line = page.getByText(/^Versions:/);
  await line.filter({ hasText: 'bookings' }).waitFor();
  const text = (await line.textContent()) ?? '';
  return /bookings (\S+)/.exec(text)?.[1] ?? '';
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'citypass-deploy-'));
  const v2 = join(work, 'bookings-v2');
  // A real second build of the bookings remote, as its team would publish it.
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', v2], {
    cwd: resolve(__dirname, '../../mf-bookings'),
    env: { ...process.env, MF_BUILD_VERSION: V2_VERSION },
    stdio: 'ignore',
  });
  registryFile = join(work, 'remotes.json');
  stack = await Stack.create({ remotesFile: registryFile });
  v2Port = await freePort();
  writeRegistry(stack.info.remoteUrl.bookings);
  await stack.start();
  await stack.startRemote('bookings', v2, v2Port);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stopRemote('bookings', v2Port);
  await stack?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('switching the registry moves the running shell to the new build and back', async () => {
  const { context, page } = await newVisitor(browser);
  await signInViaApi(context, stack.info.url);
  await page.goto(`${stack.info.url}/bookings`);
  expect(await bookingsVersionAfterLoad(page)).toBe('0.1.0');

  writeRegistry(`http://localhost:${v2Port}`);
  const exposedFrom: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('__federation_expose_')) exposedFrom.push(new URL(response.url()).port);
  });
  await page.reload();
  expect(await bookingsVersionAfterLoad(page)).toBe(V2_VERSION);
  expect(exposedFrom).toContain(String(v2Port));

  writeRegistry(stack.info.remoteUrl.bookings);
  await page.reload();
  expect(await bookingsVersionAfterLoad(page)).toBe('0.1.0');
  await context.close();
});
