import { resolve } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { Stack } from '@citypass/stack';
import { launchBrowser, newVisitor } from './harness/browser';
import { promotedVersions, publishBuild, releasesCli } from './harness/releases';
import { signInViaApi } from './harness/sign-in';

// A returning visitor's /attractions: the remotes' entry scripts (a release's, which never changes)
// and the shell's entry script (content-hashed) come from the browser's cache without asking any
// server, while the page itself is always fetched, so a promote reaches the next page load.
// No remote's manifest is fetched at all: the BFF reads it and names its files in the page.
const ATTRACTIONS_BUILD = resolve(__dirname, '../../mf-attractions/dist');
const ATTRACTION_LINK = 'ul[aria-label="Attractions"] a';

let browser: Browser;
let stack: Stack;

beforeAll(async () => {
  stack = await (await Stack.create()).start();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The URLs a load fetched over the network (a revalidation included), against those the cache answered alone. */
async function networkLog(cdp: CDPSession, page: Page, load: () => Promise<unknown>): Promise<{ network: string[]; cached: string[] }> {
  const urls = new Map<string, string>();
  const cachedIds = new Set<string>();
  const answeredIds = new Set<string>();
  const onRequest = ({ requestId, request }: { requestId: string; request: { url: string } }) => urls.set(requestId, request.url);
  const onCache = ({ requestId }: { requestId: string }) => cachedIds.add(requestId);
  const onResponse = ({ requestId, response }: { requestId: string; response: { fromDiskCache?: boolean; fromPrefetchCache?: boolean } }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) cachedIds.add(requestId);
    answeredIds.add(requestId);
  };
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.requestServedFromCache', onCache);
  cdp.on('Network.responseReceived', onResponse);
  await load();
  await page.locator(ATTRACTION_LINK).first().waitFor();
  await page.waitForLoadState('networkidle');
  cdp.off('Network.requestWillBeSent', onRequest);
  cdp.off('Network.requestServedFromCache', onCache);
  cdp.off('Network.responseReceived', onResponse);
  const network: string[] = [];
  const cached: string[] = [];
  for (const [id, url] of urls) {
    if (cachedIds.has(id)) cached.push(url);
    else if (answeredIds.has(id)) network.push(url);
  }
  return { network, cached };
}

const isEntryScript = (url: string) => /\/remoteEntry\.js$/.test(url) || /\/main(\.[0-9a-f]{10})?\.js$/.test(url);
const entryScripts = (urls: string[]) => urls.filter(isEntryScript).map((url) => new URL(url).pathname);
const manifests = (load: { network: string[]; cached: string[] }) => [...load.network, ...load.cached].filter((url) => url.endsWith('/mf-manifest.json'));

test('a warm reload of /attractions asks no server for a remote entry or the main script, and a promote still reaches the next page load', async () => {
  const { context, page } = await newVisitor(browser);
  await signInViaApi(context, stack.info.url);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const attractions = `${stack.info.url}/attractions`;

  const { attractions: before, auth } = await promotedVersions(stack.info);
  // Cold, until the page has settled (2 s after load) and loaded what it defers, the auth remote's
  // session provider among it: a reload before would cancel those entries, and a later load
  // settling in its window would fetch them for the first time.
  const cold = await networkLog(cdp, page, async () => {
    const authEntry = page.waitForResponse((response) => new URL(response.url()).pathname === `/${auth}/remoteEntry.js`);
    await page.goto(attractions);
    await authEntry;
  });
  expect(entryScripts(cold.network)).toEqual(expect.arrayContaining([`/${before}/remoteEntry.js`, `/${auth}/remoteEntry.js`]));

  const warm = await networkLog(cdp, page, () => page.reload());
  // The page's preloads and the runtime's loads match (integrity, mode, credentials): one request each.
  for (const load of [cold, warm]) {
    const requested = [...load.network, ...load.cached].filter(isEntryScript);
    expect(requested).toEqual([...new Set(requested)]);
    expect(manifests(load)).toEqual([]);
  }
  expect(warm.network).toContain(attractions);
  expect(entryScripts(warm.network)).toEqual([]);
  expect(entryScripts(warm.cached)).toEqual(expect.arrayContaining([`/${before}/remoteEntry.js`, expect.stringMatching(/^\/main\.[0-9a-f]{10}\.js$/)]));

  // The same build under another package version: another release folder, which the page names at once.
  const next = await publishBuild(stack.info, 'attractions', ATTRACTIONS_BUILD, '0.1.1');
  const promoted = await releasesCli(stack.info, 'attractions', ['promote', 'attractions', next, '--reason', 'warm cache check']);
  expect(promoted.code).toBe(0);
  const afterPromote = await networkLog(cdp, page, () => page.reload());
  expect(entryScripts(afterPromote.network)).toEqual([`/${next}/remoteEntry.js`]);
  await context.close();
});
