// Lighthouse 12 on the pages a visitor reaches, for each build: its default mobile run (simulated
// slow 4G, 4× CPU) and its desktop preset, each page loaded `loads` times in a row, the builds
// alternating which goes first so drift in the machine's load hits both alike.
const { createRequire } = require('node:module');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { LANGUAGE_COOKIE, LANGUAGES, SOURCE_LANGUAGE } = require('@citypass/contracts');
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

/** The visitor's language as the switcher keeps it (its cookie): the pages are written in it from the first byte. */
const chooseLanguage = (context, baseUrl, language) => context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl }]);

/**
 * Brings the tab where a visitor would be before the page, in English (the steps read its texts):
 * signed in or out, booked (on the `day`th date offered); its address.
 */
async function reach(audited, { context, page }, baseUrl, day = 0) {
  if (!audited.signedIn) await context.clearCookies();
  else await signIn(context, baseUrl);
  await chooseLanguage(context, baseUrl, SOURCE_LANGUAGE);
  return audited.booked ? bookFirstAttraction(page, baseUrl, STEP_TIMEOUT_MS, day) : `${baseUrl}${audited.path}`;
}

/**
 * One Lighthouse run on the tab, checked to have audited the page meant (no redirect, no error
 * page). A run Lighthouse could not complete (its trace missed the navigation's start, say: it
 * asks to be run again) is run again, up to ATTEMPTS in all.
 */
async function audit(tool, config, audited, tab, url, log, ready = audited.ready) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await tool.lighthouse(url, { logLevel: 'error' }, config, tab.tab);
    if (lhr.runtimeError && attempt < ATTEMPTS) {
      log(`  ${audited.path}: Lighthouse could not complete the run (${lhr.runtimeError.code}); again`);
      continue;
    }
    const figures = figuresOf(lhr);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== audited.path) throw new Error(`Lighthouse on ${url} ended on ${landed}`);
    await ready(tab.page, STEP_TIMEOUT_MS);
    return { lhr, figures };
  }
}

const oneLine = (f) => `performance ${f.performance}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${f.tbtMs} ms, CLS ${f.cls}`;

const OTHER_LANGUAGES = LANGUAGES.filter((tag) => tag !== SOURCE_LANGUAGE);

/** A page of every other language is ready when it is written in it and shows its heading (its own words are the language's). */
const readyIn = (language) => (page, timeout) => page.locator(`html[lang="${language}"] main h1`).first().waitFor({ timeout });

/**
 * @param {{ name: string, url: string }[]} builds
 * @param {{ loads: number, log: (line: string) => void }} options
 */
async function measureLighthouse(builds, { loads, log }) {
  const started = Date.now();
  const tool = await loadLighthouse(log);
  const tabs = {};
  const samples = {};
  const languageSamples = Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, {}]));
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
      // The federated page on a phone in each other language, in the same tab, as it stands (signed
      // in, booked): a visitor who chose the language, with the switcher's cookie.
      const federated = builds.find((build) => build.name === 'federated');
      for (const language of federated ? OTHER_LANGUAGES : []) {
        await chooseLanguage(tabs.federated.context, federated.url, language);
        const loadsIn = (languageSamples[language][audited.path] = { mobile: [] }).mobile;
        for (let load = 0; load < loads; load += 1) {
          const { figures } = await audit(tool, tool.formFactors.mobile, audited, tabs.federated, urls.federated, log, readyIn(language));
          loadsIn.push(figures);
          runs += 1;
          log(`  ${audited.path} mobile ${load + 1}/${loads} federated in ${language}: ${oneLine(figures)}`);
        }
      }
    }
  } finally {
    for (const tab of Object.values(tabs)) await tab.close();
  }
  const languages = summarise(Object.fromEntries(Object.entries(languageSamples).filter(([, paths]) => Object.keys(paths).length)));
  return { loads, runs, settings, samples, summary: summarise(samples), languages, durationSeconds: Math.round((Date.now() - started) / 1000) };
}

module.exports = { measureLighthouse, loadLighthouse, reach, audit, oneLine };
