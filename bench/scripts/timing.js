// Time to a usable attractions list in throttled Chromium, cold and then warm cache.
const { newVisitor, throttle } = require('./browser');
const { ATTRACTION_LINK, installProbe } = require('./pages');

const LOAD_TIMEOUT_MS = 60_000;

async function loadAndMark(page, url) {
  await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
  const link = page.locator(ATTRACTION_LINK).first();
  await link.waitFor({ timeout: LOAD_TIMEOUT_MS });
  // A real input event: it waits behind whatever keeps the main thread busy.
  await link.click({ force: true, noWaitAfter: true });
  await page.waitForFunction(() => window.__benchMarks?.interactive !== undefined, null, { timeout: LOAD_TIMEOUT_MS });
  const marks = await page.evaluate(() => ({ ...window.__benchMarks }));
  return { visible: Math.round(marks.visible), interactive: Math.round(marks.interactive) };
}

/** One visitor: the first visit (empty cache), then a return visit with the cache it left. */
async function measureVisit(browser, baseUrl) {
  const { context, page, cdp } = await newVisitor(browser, baseUrl, { signedIn: true });
  try {
    await context.addInitScript(installProbe);
    await throttle(cdp);
    const cold = await loadAndMark(page, `${baseUrl}/attractions`);
    await page.goto('about:blank');
    const warm = await loadAndMark(page, `${baseUrl}/attractions`);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** Runs the builds in turn, alternating which goes first, so drift in machine load hits both alike. */
async function measureTimes(browser, builds, runs, log) {
  const samples = Object.fromEntries(builds.map((build) => [build.name, []]));
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      const visit = await measureVisit(browser, build.url);
      samples[build.name].push(visit);
      log(`  run ${run + 1}/${runs} ${build.name}: cold ${visit.cold.visible}/${visit.cold.interactive} ms, warm ${visit.warm.visible}/${visit.warm.interactive} ms`);
    }
  }
  return samples;
}

module.exports = { measureTimes, loadAndMark };
