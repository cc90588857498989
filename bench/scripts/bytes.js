// First-load bytes: what Chromium downloads for a page, as the servers send it, plus raw and
// re-compressed sizes of the same files.
const { gzipSync, brotliCompressSync, constants } = require('node:zlib');
const { newVisitor, recordNetwork } = require('./browser');
const { ROUTES, SETTLE_MS, bookingsReady, readSharedCopies } = require('./pages');

function assetKind(entry) {
  if (entry.type === 'Script' || /\.js(\?|$)/.test(entry.url)) return 'js';
  if (entry.type === 'Stylesheet' || /\.css(\?|$)/.test(entry.url)) return 'css';
  return null;
}

async function fileSizes(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } }).catch((error) => {
    throw new Error(`${url}: ${error.cause?.message ?? error.message}`);
  });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function sum(entries, key) {
  return entries.reduce((total, entry) => total + (entry[key] ?? 0), 0);
}

/** Longest chain of requests (by initiator) from the page to each file: the waterfall a visitor waits through. */
function waterfall(entries, pageUrl) {
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  const depthOf = (entry, seen = new Set()) => {
    if (!entry.initiator || entry.initiator === pageUrl || seen.has(entry.url)) return 1;
    seen.add(entry.url);
    const parent = byUrl.get(entry.initiator);
    return parent ? 1 + depthOf(parent, seen) : 2;
  };
  const chainOf = (entry) => {
    const chain = [entry.url];
    let current = entry;
    while (current.initiator && byUrl.has(current.initiator) && !chain.includes(current.initiator)) {
      chain.unshift(current.initiator);
      current = byUrl.get(current.initiator);
    }
    return chain;
  };
  let deepest = null;
  for (const entry of entries) {
    const depth = depthOf(entry);
    if (!deepest || depth > deepest.depth) deepest = { depth, chain: chainOf(entry) };
  }
  return { depth: deepest?.depth ?? 0, chain: (deepest?.chain ?? []).map((url) => new URL(url).pathname) };
}

async function summarise(entries) {
  const assets = [];
  for (const entry of entries) {
    const kind = assetKind(entry);
    if (!kind) continue;
    assets.push({ ...entry, kind, ...(await fileSizes(entry.url)) });
  }
  const totals = (kind) => {
    const files = assets.filter((asset) => asset.kind === kind);
    return {
      files: files.length,
      transferred: sum(files, 'transferred'),
      body: sum(files, 'body'),
      raw: sum(files, 'raw'),
      gzip: sum(files, 'gzip'),
      brotli: sum(files, 'brotli'),
      encodings: [...new Set(files.map((file) => file.encoding))],
    };
  };
  return { js: totals('js'), css: totals('css'), assets };
}

/** One cold first load of a route; splits what was needed before the page was ready from what came after, until the network was idle. */
async function measureFirstLoad(browser, baseUrl, routeName) {
  const route = ROUTES[routeName];
  const { context, page, cdp } = await newVisitor(browser, baseUrl, { signedIn: route.signedIn });
  try {
    const recorded = recordNetwork(cdp);
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'commit' });
    await page.locator(route.ready).first().waitFor({ timeout: 30_000 });
    const atReady = recorded();
    // What the page fetches once ready (the session's lifecycle, prefetches after an idle moment)
    // counts too: until the network is idle, and a moment more for a late start.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const all = recorded();
    const readyUrls = new Set(atReady.map((entry) => entry.url));
    const [beforeReady, total] = await Promise.all([summarise(atReady), summarise(all)]);
    const pageUrl = `${baseUrl}${route.path}`;
    return {
      route: route.path,
      beforeReady: { js: beforeReady.js, css: beforeReady.css },
      files: beforeReady.assets.map(({ url, transferred, body, raw, encoding }) => ({ url: new URL(url).href, transferred, body, raw, encoding })),
      afterReady: all.filter((entry) => !readyUrls.has(entry.url) && assetKind(entry)).map((entry) => new URL(entry.url).pathname),
      total: { js: total.js, css: total.css },
      requests: atReady.length,
      waterfall: waterfall(atReady.filter((entry) => assetKind(entry) || entry.url.endsWith('.json')), pageUrl),
      sharedCopies: await page.evaluate(readSharedCopies),
    };
  } finally {
    await context.close();
  }
}

const served = (entries) => ({ requests: entries.length, bytes: sum(entries, 'body') });

/** The main menu's link to a page, opened first where the menu is folded (a narrow screen). */
async function openFromMenu(page, name) {
  const menu = page.getByRole('navigation', { name: 'Main' });
  const link = menu.getByRole('link', { name });
  if (!(await link.isVisible())) await menu.getByRole('button').click();
  await link.click();
}

/**
 * A second page view: signed in on `/attractions`, once it has settled, the menu's link to
 * `/bookings` (a client-side navigation) until that page is ready. Counts every response, as
 * served; what the first page fetched after it was ready (prefetch) is reported apart.
 */
async function measureSecondView(browser, baseUrl) {
  const { context, page, cdp } = await newVisitor(browser, baseUrl, { signedIn: true });
  try {
    const recorded = recordNetwork(cdp);
    await page.goto(`${baseUrl}${ROUTES.attractions.path}`, { waitUntil: 'commit' });
    await page.locator(ROUTES.attractions.ready).first().waitFor({ timeout: 30_000 });
    const firstView = new Set(recorded());
    await page.waitForTimeout(SETTLE_MS);
    const settled = new Set(recorded());
    await openFromMenu(page, 'My bookings');
    await bookingsReady(page, 30_000);
    const navigation = recorded().filter((entry) => !settled.has(entry));
    const js = navigation.filter((entry) => assetKind(entry) === 'js');
    return {
      route: '/bookings',
      ...served(navigation),
      js: served(js),
      files: navigation.map((entry) => new URL(entry.url).pathname),
      prefetchedBefore: served([...settled].filter((entry) => !firstView.has(entry))),
    };
  } finally {
    await context.close();
  }
}

module.exports = { measureFirstLoad, measureSecondView };
