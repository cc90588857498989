import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { FIRST_CALL_UNTAKEN_MS } from '@citypass/contracts';
import { launchBrowser, newVisitor, screenshot } from './harness/browser';
import { holdBackRemotes } from './harness/hold-back';
import { promotedVersions } from './harness/releases';
import { sharedStack } from './harness/shared-stack';
import { signInViaApi } from './harness/sign-in';
import { freePort, Stack } from '@citypass/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Where the page loaded each remote's exposed modules from. */
type Federated = { __FEDERATION__: { __INSTANCES__: { name: string }[] } };
/** In the page: the name of each federation instance, the shell's and each loaded remote's. */
const federationInstanceNames = () => (globalThis as unknown as Federated).__FEDERATION__.__INSTANCES__.map(({ name }) => name);

function exposedModuleUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('__federation_expose_')) urls.push(response.url());
  });
  return urls;
}

describe('the federated shell', () => {
  const routes = [
    { path: '/', remote: 'auth' as const },
    { path: '/error?error=Configuration', remote: 'auth' as const },
    { path: '/auth/magic-link/unknown-token', remote: 'auth' as const },
    { path: '/attractions', remote: 'attractions' as const },
    { path: '/confirmation?attractionID=1', remote: 'attractions' as const },
    { path: '/bookings', remote: 'bookings' as const },
  ];

  test.each(routes)("renders $path with the $remote remote's promoted release, fetched from its own origin", async ({ path, remote }) => {
    const stack = sharedStack();
    const release = `${stack.remoteUrl[remote]}/${(await promotedVersions(stack))[remote]}/`;
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, stack.url);
    const urls = exposedModuleUrls(page);
    await page.goto(`${stack.url}${path}`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    expect(urls.filter((url) => url.startsWith(release))).not.toEqual([]);
    await context.close();
  });

  test('loads exactly one copy of each shared singleton', async () => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, stack.url);
    await page.goto(`${stack.url}/attractions`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    const loaded = await page.evaluate(() => {
      type Shared = Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>;
      const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { shareScopeMap: Shared }[] } }).__FEDERATION__;
      const counts: Record<string, number> = {};
      const scope = federation.__INSTANCES__[0]!.shareScopeMap.default ?? {};
      for (const [name, versions] of Object.entries(scope)) {
        counts[name] = Object.values(versions).filter((version) => version.loaded).length;
      }
      return counts;
    });
    for (const name of ['react', 'react-dom', 'styled-components', 'react-router-dom']) {
      expect({ name, copies: loaded[name] }).toEqual({ name, copies: 1 });
    }
    await context.close();
  });

  test('gives each remote a federation instance of its own, though remote entries take the shell’s bundler runtime, and the shell goes on loading remotes', async () => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, stack.url);
    await page.goto(`${stack.url}/attractions`);
    await page.getByRole('link', { name: 'Rijksmuseum' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My bookings' }).click();
    await page.getByRole('heading', { name: 'My bookings', level: 1 }).waitFor();
    // The session provider's remote follows the page within seconds.
    await page.waitForFunction(() => (globalThis as unknown as Federated).__FEDERATION__.__INSTANCES__.some(({ name }) => name === 'auth'), undefined, { timeout: 10_000 });
    expect((await page.evaluate(federationInstanceNames)).sort()).toEqual(['attractions', 'auth', 'bookings', 'shell']);
    await context.close();
  });
});

describe('a remote that cannot be loaded', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await (await Stack.create()).start();
  });
  afterAll(async () => {
    await stack.stop();
  });

  test('shows a fallback with retry in its own region, and recovers when it is back', async () => {
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, stack.info.url);
    await stack.stopRemote('bookings');

    await page.goto(`${stack.info.url}/bookings`);
    const fallback = page.getByRole('alert').filter({ hasText: 'not available right now' });
    await fallback.waitFor({ timeout: 20_000 });
    await expectVisible(page.getByRole('banner'));
    await expectVisible(page.getByRole('contentinfo'));
    await screenshot(page, 'remote-fallback-desktop');

    await page.getByRole('link', { name: 'Attractions' }).first().click();
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();

    await page.goto(`${stack.info.url}/bookings`);
    await fallback.waitFor({ timeout: 20_000 });
    await stack.startRemote('bookings');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'My bookings', level: 1 }).waitFor({ timeout: 20_000 });
    await context.close();
  });

});

describe("the product call a page starts for its remote's page", () => {
  interface Settled {
    afterMs: number;
    outcome: string;
  }

  /** How each call to this path ended, and how long after it started; the list fills as they end. */
  function settledCalls(page: Page, pathname: string): Settled[] {
    const started = new Map<Request, number>();
    const settled: Settled[] = [];
    const settle = (request: Request, outcome: string) => {
      const at = started.get(request);
      if (at !== undefined) settled.push({ afterMs: Date.now() - at, outcome });
    };
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === pathname) started.set(request, Date.now());
    });
    page.on('requestfinished', (request) => settle(request, 'finished'));
    page.on('requestfailed', (request) => settle(request, 'failed'));
    return settled;
  }

  test('ends within seconds when the remote cannot be loaded, and the network goes idle', async () => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, stack.url);
    await holdBackRemotes(page, [stack.remoteUrl.bookings], 'dead');
    const reservations = settledCalls(page, '/api/proxy/reservations');
    await page.goto(`${stack.url}/bookings`);
    await page.getByRole('alert').filter({ hasText: 'not available right now' }).waitFor();
    await page.waitForLoadState('networkidle', { timeout: FIRST_CALL_UNTAKEN_MS });
    expect(reservations).toEqual([{ afterMs: expect.any(Number), outcome: 'failed' }]);
    expect(reservations[0]!.afterMs).toBeLessThan(FIRST_CALL_UNTAKEN_MS);
    await context.close();
  });

  test("is not waited for by a remote that loads after it has ended: the remote asks again, and the visitor's bookings show", async () => {
    const stack = sharedStack();
    const { context, page } = await newVisitor(browser);
    await signInViaApi(context, stack.url);
    await holdBackRemotes(page, [stack.remoteUrl.bookings], FIRST_CALL_UNTAKEN_MS + 1500);
    const reservations = settledCalls(page, '/api/proxy/reservations');
    await page.goto(`${stack.url}/bookings`);
    await page.getByText(/^You have (no|\d+) upcoming booking/).waitFor({ timeout: 3 * FIRST_CALL_UNTAKEN_MS });
    await page.waitForLoadState('networkidle');
    expect(reservations.map(({ outcome }) => outcome)).toEqual(['failed', 'finished']);
    await context.close();
  });
});

describe('without the release registry (outside production)', () => {
  test('a new registry entry makes the unchanged shell load another build of a remote', async () => {
    const builds = mkdtempSync(join(tmpdir(), 'citypass-registry-'));
    const registryFile = join(builds, 'remotes.json');
    const stack = await Stack.create({ remotesFile: registryFile });
    const copy = join(builds, 'bookings-v2');
    cpSync(resolve(__dirname, '../../mf-bookings/dist'), copy, { recursive: true });
    const otherPort = await freePort();
    writeFileSync(
      registryFile,
      JSON.stringify({
        auth: `${stack.info.remoteUrl.auth}/mf-manifest.json`,
        attractions: `${stack.info.remoteUrl.attractions}/mf-manifest.json`,
        bookings: `http://localhost:${otherPort}/mf-manifest.json`,
      }),
    );
    try {
      await stack.start();
      await stack.startRemote('bookings', copy, otherPort);
      const { context, page } = await newVisitor(browser);
      await signInViaApi(context, stack.info.url);
      const urls = exposedModuleUrls(page);
      await page.goto(`${stack.info.url}/bookings`);
      await page.getByRole('heading', { name: 'My bookings', level: 1 }).waitFor();
      expect(urls.map((url) => new URL(url).origin)).toContain(`http://localhost:${otherPort}`);
      await context.close();
    } finally {
      await stack.stopRemote('bookings', otherPort);
      await stack.stop();
      rmSync(builds, { recursive: true, force: true });
    }
  });
});

async function expectVisible(locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}
