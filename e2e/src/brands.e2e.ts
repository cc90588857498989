import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './harness/axe';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot, visitorWithProfile } from './harness/browser';
import { exampleSettingsFile } from './harness/deployment-settings';
import { clippedText } from './harness/layout';
import { signInViaApi } from './harness/sign-in';
import { Stack } from '@citypass/stack';

interface CitySettings {
  contactUrl: string;
  customerServicesUrl: string;
  brand: { name: string | Record<string, string>; colors: { primary: string } };
}

// Every city the examples ship, and the product's own look the tests use.
const CITIES = ['legacy', 'wip', 'amsterdam', 'barcelona', 'newyork'];

let browser: Browser;
let stack: Stack;
let work: string;
beforeAll(async () => {
  browser = await launchBrowser();
  work = mkdtempSync(join(tmpdir(), 'citypass-brands-'));
  stack = await (await Stack.create()).start();
});
afterAll(async () => {
  await stack.stop();
  await browser.close();
  rmSync(work, { recursive: true, force: true });
});

describe.each(CITIES)('the %s city', (brand) => {
  let links: CitySettings;
  beforeAll(async () => {
    // One build serves every city: only the BFF's settings file changes. The stack's own
    // variables (origin, remotes) win over the file; its look and contact links come from the file.
    const settings = exampleSettingsFile<CitySettings>(brand, work);
    links = settings.settings;
    await stack.stopBff();
    await stack.startBff({ DEPLOYMENT_FILE: settings.file });
  });

  test("sends visitors to its own deployment's contact and customer services pages", async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await page.goto(`${stack.info.url}/`);
    const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us (opens in a new tab)' });
    expect(await contact.getAttribute('href')).toBe(links.contactUrl);
    const footnote = page.getByRole('main').getByRole('link', { name: 'Contact customer services' });
    expect(await footnote.getAttribute('href')).toBe(links.customerServicesUrl);

    await page.goto(`${stack.info.url}/?error=AUTH-006`);
    const tooLarge = page.getByRole('alert').getByRole('link', { name: 'Contact customer services' });
    expect(await tooLarge.getAttribute('href')).toBe(links.customerServicesUrl);

    await page.goto(`${stack.info.url}/?error=AUTH-007`);
    const registering = page.getByRole('dialog').getByRole('link', { name: 'Contact customer services' });
    expect(await registering.getAttribute('href')).toBe(links.customerServicesUrl);
    await context.close();
  });

  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('renders home and attractions on a %s, with no serious accessibility problem and no clipped text', async (width, viewport) => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto(`${stack.info.url}/`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    await screenshot(page, `${brand}-home-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(clippedText)).toEqual([]);

    await signInViaApi(context, stack.info.url);
    await page.goto(`${stack.info.url}/attractions`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `${brand}-attractions-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(clippedText)).toEqual([]);
    await context.close();
  });

  test("can be installed as the city's app: Chrome finds nothing missing, and the app opens on the visitor's bookings", async () => {
    const { context, page } = await visitorWithProfile(mkdtempSync(join(work, `${brand}-profile-`)), PHONE);
    await page.goto(`${stack.info.url}/`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
    const manifest = (await (await page.request.get(url)).json()) as { name: string; start_url: string; theme_color: string; icons: { src: string }[] };
    const { name, colors } = links.brand;
    expect(manifest).toMatchObject({ name: typeof name === 'string' ? name : name.en, start_url: '/bookings', theme_color: colors.primary });
    for (const { src } of manifest.icons) expect((await page.request.get(new URL(src, url).href)).headers()['content-type']).toBe('image/png');
    await context.close();
  });
});
