import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const ARTIFACTS = resolve(__dirname, '../../artifacts');
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

interface TracedPage {
  page: Page;
  consoleLines: string[];
}

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/**
 * A visitor in a browser profile of its own, kept in `profileDir`, as a person's browser is: what
 * only such a browser does (installing the app; an incognito window cannot) works there.
 */
export async function visitorWithProfile(profileDir: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profileDir, { ...LAUNCH, viewport });
  context.on('page', trace);
  const page = context.pages()[0] ?? (await context.newPage());
  trace(page);
  return { context, page };
}

/** Keeps the page's console for the failure trace (trace-environment.js reads the test global). */
function trace(page: Page): void {
  const traced: TracedPage = { page, consoleLines: [] };
  const keep = (line: string) => traced.consoleLines.push(`${new Date().toISOString()} ${line}`);
  page.on('console', (message) => keep(`[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => keep(`[page error] ${error.message}`));
  page.on('requestfailed', (request) => keep(`[request failed] ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  const registry = globalThis as { __E2E_PAGES__?: TracedPage[] };
  (registry.__E2E_PAGES__ ??= []).push(traced);
}

/**
 * A fresh visitor (own cookies and storage, in the browser language `locale`); every page it opens
 * is traced if the test fails. Its browser runs no service worker unless `installsTheApp`: a
 * worker's own requests pass no `page.route` (how journeys hold back or refuse a remote's files),
 * so the journeys of the app kept offline ask for one, and the others see the network as routed.
 */
export async function newVisitor(
  browser: Browser,
  viewport = DESKTOP,
  locale?: string,
  { installsTheApp = false }: { installsTheApp?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // The locale is the browser's language (Accept-Language and navigator.language): the product chooses from it.
  const context = await browser.newContext({ viewport, locale, serviceWorkers: installsTheApp ? 'allow' : 'block' });
  context.on('page', trace);
  const page = await context.newPage();
  page.on('pageerror', (error) => process.stderr.write(`[page error] ${error.message}\n`));
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(ARTIFACTS, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
