import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePorts, ROOT, startSteadyLoad } from '@citypass/stack';
import { bookButton, choosePasses, chooseTime, openAttraction } from './harness/booking-ui';
import { launchBrowser, newVisitor } from './harness/browser';
import { DEMO } from './harness/sign-in';
import { exportedNames, readShellBlocks, Terminal, type ShellBlock } from './harness/walkthrough';

// docs/production.md, run as written: every shell block in order, in one shell, from the top of
// the repository, with this machine's free ports and a folder of its own in place of the
// document's settings block. Installing packages and building are what `npm test` did already:
// those blocks are checked, not run. A visitor signs in through nginx, books and sees the booking;
// the rolling restart runs under steady load through nginx, and fails none of its requests.
const DOCUMENT = resolve(ROOT, 'docs/production.md');
const BLOCK_MS = 300_000;
const NOT_RUN = new Set(['prerequisites', 'build']);

let browser: Browser;
let terminal: Terminal;
let cityDir: string;
let settings: Record<string, string>;
const blocks = readShellBlocks(DOCUMENT);

beforeAll(async () => {
  browser = await launchBrowser();
  cityDir = mkdtempSync(join(tmpdir(), 'citypass-city-'));
  const ports = await freePorts(['public', 'bff1', 'bff2', 'bff1Metrics', 'bff2Metrics', 'redis', 'reservations', 'reservationsMetrics', 'origin'] as const);
  settings = {
    CITY_DIR: cityDir,
    PUBLIC_PORT: String(ports.public),
    PUBLIC_URL: `http://localhost:${ports.public}`,
    BFF_1_PORT: String(ports.bff1),
    BFF_2_PORT: String(ports.bff2),
    BFF_1_METRICS_PORT: String(ports.bff1Metrics),
    BFF_2_METRICS_PORT: String(ports.bff2Metrics),
    REDIS_PORT: String(ports.redis),
    RESERVATIONS_PORT: String(ports.reservations),
    RESERVATIONS_METRICS_PORT: String(ports.reservationsMetrics),
    ORIGIN_PORT: String(ports.origin),
  };
  terminal = operatorShell();
}, 60_000);

afterAll(async () => {
  // The document's own way to stop, in a shell of its own: the walk-through's may have failed.
  terminal?.close();
  const stop = blocks.find((block) => block.name === 'stop');
  const settingsOf = blocks.find((block) => block.name === 'settings');
  if (stop && settingsOf && settings) {
    const cleanUp = operatorShell();
    await cleanUp.run(settingsBlock(settingsOf), 10_000).then(() => cleanUp.run(stop, 60_000)).catch((error: Error) => process.stderr.write(`${error.message}\n`));
    cleanUp.close();
  }
  await browser?.close();
  rmSync(cityDir, { recursive: true, force: true });
}, 90_000);

/** A shell as an operator's, at the top of the repository: the test runner's own settings (NODE_ENV=test) are not the city's. */
function operatorShell(): Terminal {
  const { NODE_ENV: _test, ...environment } = process.env;
  return new Terminal(ROOT, { ...environment, PATH: `${process.env.PATH}:/usr/sbin:/sbin` });
}

/** The document's settings block with this run's values, refusing a setting the test does not know. */
function settingsBlock(block: ShellBlock): ShellBlock {
  expect(exportedNames(block.code)).toEqual(Object.keys(settings));
  return { ...block, code: Object.entries(settings).map(([name, value]) => `export ${name}=${JSON.stringify(value)}`).join('\n') };
}

/** Runs the document's blocks from `from` up to and including the one named `until`. */
async function runBlocks(from: number, until: string): Promise<number> {
  for (let index = from; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    if (block.name === 'settings') await terminal.run(settingsBlock(block), BLOCK_MS);
    else if (block.name && NOT_RUN.has(block.name)) checkAlreadyDone(block);
    else if (block.name !== 'stop') await terminal.run(block, BLOCK_MS);
    if (block.name === until) return index + 1;
  }
  throw new Error(`docs/production.md has no block named ${until}`);
}

/** What the install and build blocks would give, there already. */
function checkAlreadyDone(block: ShellBlock): void {
  if (block.name === 'build') {
    expect(existsSync(resolve(ROOT, 'shell/dist/index.html'))).toBe(true);
    // The packages' commands resolve only once built.
    for (const built of ['@citypass/bff', '@citypass/releases/cli/release', '@citypass/reservations-service/serve']) expect(() => require.resolve(built)).not.toThrow();
    return;
  }
  const tools = /apt-get install -y (.+)$/m.exec(block.code)?.[1]?.split(' ') ?? [];
  expect(tools).toEqual(expect.arrayContaining(['nginx', 'redis-server']));
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${settings.PUBLIC_URL}/`);
  await page.getByLabel('Order number').fill(DEMO.threePasses.orderNumber);
  await page.getByLabel('Email address').fill(DEMO.threePasses.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor();
}

const myBooking = (page: Page) => page.getByRole('button', { name: 'Cancel Canal Cruise booking' });

test('the walk-through takes an empty folder to a city serving visitors through nginx, then restarts it instance by instance, losing no one', async () => {
  const afterVisitor = await runBlocks(0, 'visitor');

  let context: BrowserContext | undefined;
  try {
    let page: Page;
    ({ context, page } = await newVisitor(browser));
    await signIn(page);
    await openAttraction(page, settings.PUBLIC_URL!, 'ams-canal-cruise', 'Canal Cruise');
    await choosePasses(page, ['1000-0000-0011']);
    await chooseTime(page, 10, 1);
    await bookButton(page, 1).click();
    await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
    await page.getByRole('link', { name: 'My bookings' }).last().click();
    await myBooking(page).waitFor();

    const load = startSteadyLoad(settings.PUBLIC_URL!, { maxMs: BLOCK_MS });
    const afterRestart = await runBlocks(afterVisitor, 'rolling-restart').finally(() => load.stop());
    const { sent, posts, failures } = await load.stop();
    process.stdout.write(`rolling restart of the walk-through: ${sent} requests (${posts} POSTs), ${failures.length} failed\n`);
    expect(failures).toEqual([]);
    expect(posts).toBeGreaterThan(50);

    // The rest: a backup and its restore, the health checks.
    await runBlocks(afterRestart, 'stop');
    await page.reload();
    await myBooking(page).waitFor();
  } finally {
    await context?.close();
  }
}, 900_000);
