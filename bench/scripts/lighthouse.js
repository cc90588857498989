// Lighthouse 12 on the pages a visitor reaches, for each build: its default mobile run (simulated
// slow 4G, 4× CPU) and its desktop preset, each page loaded `loads` times in a row, the builds
// alternating which goes first so drift in the machine's load hits both alike.
const { createRequire } = require('node:module');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { signIn } = require('./browser');
const { install } = require('./installs');
const { figuresOf, settingsOf, summarise } = require('./lighthouse-figures');
const { openAuditedTab } = require('./lighthouse-tab');
const { AUDITED_PAGES, bookFirstAttraction } = require('./pages');

// Pinned with its lock file in a folder of the bench's, installed on the first run (as the peers).
const LIGHTHOUSE_DIR = join(__dirname, '../lighthouse');
const STEP_TIMEOUT_MS = 30_000;
const ATTEMPTS = 3;

async function loadLighthouse(log) {
  install(LIGHTHOUSE_DIR, log);
  const from = createRequire(join(LIGHTHOUSE_DIR, 'package.json'));
  // Lighthouse is an ES module; puppeteer-core is the one it drives.
  const { default: lighthouse, desktopConfig } = await import(pathToFileURL(from.resolve('lighthouse')).href);
  return { lighthouse, puppeteer: from('puppeteer-core'), formFactors: { mobile: undefined, desktop: desktopConfig } };
}

/** Brings the tab where a visitor would be before the page: signed in or out, booked; its address. */
async function reach(audited, { context, page }, baseUrl) {
  if (!audited.signedIn) await context.clearCookies();
  else await signIn(context, baseUrl);
  return audited.booked ? bookFirstAttraction(page, baseUrl, STEP_TIMEOUT_MS) : `${baseUrl}${audited.path}`;
}

/**
 * One Lighthouse run on the tab, checked to have audited the page meant (no redirect, no error
 * page). A run Lighthouse could not complete (its trace missed the navigation's start, say: it
 * asks to be run again) is run again, up to ATTEMPTS in all.
 */
async function audit(tool, config, audited, tab, url, log) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await tool.lighthouse(url, { logLevel: 'error' }, config, tab.tab);
    if (lhr.runtimeError && attempt < ATTEMPTS) {
      log(`  ${audited.path}: Lighthouse could not complete the run (${lhr.runtimeError.code}); again`);
      continue;
    }
    const figures = figuresOf(lhr);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== audited.path) throw new Error(`Lighthouse on ${url} ended on ${landed}`);
    await audited.ready(tab.page, STEP_TIMEOUT_MS);
    return { lhr, figures };
  }
}

const oneLine = (f) => `performance ${f.performance}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${f.tbtMs} ms, CLS ${f.cls}`;

/**
 * @param {{ name: string, url: string }[]} builds
 * @param {{ loads: number, log: (line: string) => void }} options
 */
async function measureLighthouse(builds, { loads, log }) {
  const started = Date.now();
  const tool = await loadLighthouse(log);
  const tabs = {};
  const samples = {};
  const settings = {};
  let runs = 0;
  try {
    for (const build of builds) {
      tabs[build.name] = await openAuditedTab(tool.puppeteer);
      samples[build.name] = {};
    }
    for (const audited of AUDITED_PAGES) {
      const urls = {};
      for (const build of builds) {
        urls[build.name] = await reach(audited, tabs[build.name], build.url);
        samples[build.name][audited.path] = {};
      }
      for (const [formFactor, config] of Object.entries(tool.formFactors)) {
        for (let load = 0; load < loads; load += 1) {
          for (const build of load % 2 === 0 ? builds : [...builds].reverse()) {
            const { lhr, figures } = await audit(tool, config, audited, tabs[build.name], urls[build.name], log);
            settings[formFactor] ??= settingsOf(lhr);
            (samples[build.name][audited.path][formFactor] ??= []).push(figures);
            runs += 1;
            log(`  ${audited.path} ${formFactor} ${load + 1}/${loads} ${build.name}: ${oneLine(figures)}`);
          }
        }
      }
    }
  } finally {
    for (const tab of Object.values(tabs)) await tab.close();
  }
  return { loads, runs, settings, samples, summary: summarise(samples), durationSeconds: Math.round((Date.now() - started) / 1000) };
}

module.exports = { measureLighthouse };
