// A language switch in place on a settled /attractions, CPU 4× slower and no network throttling
// (the catalogues come from the local servers): from the header's control set to Spanish until the
// page shows its Spanish texts, painted.
const { newVisitor, CPU_SLOWDOWN } = require('./browser');
const { ROUTES, SETTLE_MS } = require('./pages');
const { median } = require('./stats');

const LOAD_TIMEOUT_MS = 60_000;
const SWITCH_TIMEOUT_MS = 10_000;
const SPANISH = { language: 'es', heading: 'Atracciones' };

/**
 * Runs in the page: sets the select as a visitor's choice does (the native setter, then the
 * change event React listens to), then looks at every frame for the new language on <html> and
 * the page's heading in it. A message queued from the frame that shows them runs once it is
 * painted: that is the end. Resolves with the milliseconds in between.
 */
function switchAndTime(select, { language, heading, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const switched = () => document.documentElement.lang === language && document.querySelector('main h1')?.textContent === heading;
    const start = performance.now();
    const afterPaint = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    };
    const check = () => {
      if (switched()) afterPaint();
      else if (performance.now() - start > timeoutMs) reject(new Error(`the page did not show ${language} within ${timeoutMs} ms`));
      else requestAnimationFrame(check);
    };
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, language);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    requestAnimationFrame(check);
  });
}

/** One fresh signed-in visitor whose browser asks for English: the switch to Spanish, in ms. */
async function switchOnce(browser, baseUrl) {
  const { context, page, cdp } = await newVisitor(browser, baseUrl, { signedIn: true });
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${ROUTES.attractions.path}`, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await page.locator(ROUTES.attractions.ready).first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    // What the page loads once settled (the session provider) must not land in the switch.
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    // On a phone the control is in the menu: opened first, as a visitor does, outside the timing.
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const select = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    const ms = await select.evaluate(switchAndTime, { ...SPANISH, timeoutMs: SWITCH_TIMEOUT_MS });
    return Math.round(ms * 10) / 10;
  } finally {
    await context.close();
  }
}

/** `runs` switches on one build, each by a fresh visitor: the samples in ms and their median. */
async function measureLanguageSwitch(browser, baseUrl, runs) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await switchOnce(browser, baseUrl));
  return { samples, median: median(samples) };
}

/** Both builds, as a bench result keeps them. */
async function measureLanguageSwitches(browser, builds, runs, log) {
  const samples = {};
  const medians = {};
  for (const build of builds) {
    ({ samples: samples[build.name], median: medians[build.name] } = await measureLanguageSwitch(browser, build.url, runs));
    log(`  ${build.name}: ${samples[build.name].join(', ')} ms, median ${medians[build.name]} ms`);
  }
  return { runs, cpuSlowdown: CPU_SLOWDOWN, samples, medians };
}

module.exports = { measureLanguageSwitch, measureLanguageSwitches };
