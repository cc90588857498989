// The tab Lighthouse audits: a Chromium of its own per build (its own profile, so each build keeps
// its session cookie; both run on localhost), driven by playwright-core for what a visitor does
// first (signing in, booking), and handed to Lighthouse through puppeteer-core over a debugging
// port as that same tab, so the page keeps its cookies and its session storage.
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { chromium } = require('playwright-core');
const { freePort } = require('@citypass/stack');
const { CHROMIUM } = require('./browser');

/**
 * @param {{ connect: (options: object) => Promise<any> }} puppeteer  Lighthouse's puppeteer-core
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, page: import('playwright-core').Page, tab: any, close: () => Promise<void> }>}
 */
async function openAuditedTab(puppeteer) {
  const profile = mkdtempSync(join(tmpdir(), 'citypass-lighthouse-'));
  const port = await freePort();
  // No viewport of Playwright's: Lighthouse emulates the phone or the desktop screen itself.
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM, args: [...CHROMIUM.args, `--remote-debugging-port=${port}`], viewport: null });
  let browser;
  const close = async () => {
    await browser?.disconnect();
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
    const tabs = await browser.pages();
    // One tab in the profile: the one Playwright drives is the one Lighthouse gets.
    if (tabs.length !== 1) throw new Error(`expected one tab in the Lighthouse browser, found ${tabs.length}`);
    return { context, page, tab: tabs[0], close };
  } catch (error) {
    await close();
    throw error;
  }
}

module.exports = { openAuditedTab };
