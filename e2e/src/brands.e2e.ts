import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './harness/axe';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot, visitorWithProfile } from './harness/browser';
import { clippedText } from './harness/layout';
import { bookButton, choosePasses, chooseTime, openAttraction } from './harness/booking-ui';
import { DEMO, signInViaApi } from './harness/sign-in';
import { Stack, exampleCityFile } from '@citypass/stack';

interface CitySettings {
  contactUrl: string;
  customerServicesUrl: string;
  accessibility: { contact: string; escalation?: { name: string; url: string } };
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
    const settings = exampleCityFile<CitySettings>(brand, work);
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

  test("has an accessibility statement one click from the footer, with the city's own contact, and no serious accessibility problem", async () => {
    const { page } = await newVisitor(browser, PHONE);
    await page.goto(`${stack.info.url}/attractions`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/accessibility');
    expect(await page.getByRole('link', { name: 'Contact us about accessibility' }).getAttribute('href')).toBe(links.accessibility.contact);
    if (links.accessibility.escalation) {
      expect(await page.getByRole('link', { name: links.accessibility.escalation.name }).getAttribute('href')).toBe(links.accessibility.escalation.url);
    }
    await page.getByText('This statement was last reviewed on November 20, 2026.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `${brand}-accessibility-phone`);
    await page.context().close();
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

describe('a city that exists only as its settings file', () => {
  // The scripts a city's page names as the BFF writes it: the shell's build, whatever the city.
  const writtenScripts = async () => {
    const page = await (await fetch(`${stack.info.url}/`, { headers: { accept: 'text/html' } })).text();
    return [...page.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)/g)].map((match) => match[1] ?? '').sort();
  };
  let legacyScripts: string[];

  beforeAll(async () => {
    // Another city first, from its own file: the same built files will serve the new one.
    await stack.stopBff();
    await stack.startBff({ DEPLOYMENT_FILE: exampleCityFile('legacy', work).file });
    legacyScripts = await writtenScripts();
    expect(legacyScripts.length).toBeGreaterThan(0);

    // Lisbon is in no file of the product: its settings, logo and web font are written here.
    const folder = join(work, 'lisbon');
    mkdirSync(folder);
    copyFileSync(require.resolve('@citypass/city-look/testing/web-font.woff2'), join(folder, 'lisbon.woff2'));
    writeFileSync(join(folder, 'lisbon-logo.svg'), LISBON_LOGO);
    const { settings } = exampleCityFile<Record<string, unknown>>('legacy', folder);
    writeFileSync(join(folder, 'settings.json'), JSON.stringify({ ...settings, languages: ['en', 'pt-BR'], brand: LISBON }));
    await stack.stopBff();
    await stack.startBff({ DEPLOYMENT_FILE: join(folder, 'settings.json') });
  });

  test('shows its own look, logo and web font, with nothing moving as the font swaps in, from the same built scripts', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${stack.info.url}/`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    expect(await writtenScripts()).toEqual(legacyScripts);

    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Lisbon City Pass (home page)' }).locator('img').getAttribute('src')).toMatch(/^\/city\/lisbon-logo\.[0-9a-f]{10}\.svg$/);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    expect(await signIn.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(13, 90, 74)');
    expect(await page.evaluate(async () => {
      await document.fonts.ready;
      return [getComputedStyle(document.body).fontFamily, Array.from(document.fonts as unknown as Iterable<FontFace>).filter((font) => font.family.replace(/"/g, '') === 'City lisbon').map((font) => font.status)];
    })).toEqual(['"City lisbon", "City lisbon Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif', ['loaded']]);
    await screenshot(page, 'lisbon-home-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await context.close();
  });

  test('books as any city does', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await signInViaApi(context, stack.info.url, DEMO.fourPasses);
    await openAttraction(page, stack.info.url, 'tyo-tokyo-skytree', 'Tokyo Skytree');
    await choosePasses(page, ['1000-0000-0031']);
    await chooseTime(page, 1, 0);
    await bookButton(page, 1).click();
    await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
    await screenshot(page, 'lisbon-confirmation-phone');
    await context.close();
  });

  test("is installable as the city's app, its names in the visitor's language and its icons drawn from its logo", async () => {
    const { context, page } = await visitorWithProfile(mkdtempSync(join(work, 'lisbon-profile-')), PHONE);
    await page.goto(`${stack.info.url}/?lang=pt-BR`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
    const manifest = (await (await page.request.get(url)).json()) as { name: string; short_name: string; theme_color: string; background_color: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ name: 'Lisboa City Pass', short_name: 'Lisboa', theme_color: '#0d5a4a', background_color: '#fffdf7' });
    expect(manifest.icons).toHaveLength(4);
    for (const { src } of manifest.icons) {
      expect(src).toMatch(/^\/icons\/lisbon-(any|maskable)-(192|512)\.[0-9a-f]{10}\.png$/);
      expect((await page.request.get(new URL(src, url).href)).headers()['content-type']).toBe('image/png');
    }
    await context.close();
  });
});

const LISBON = {
  id: 'lisbon',
  name: { en: 'Lisbon City Pass', 'pt-BR': 'Lisboa City Pass' },
  shortName: { en: 'Lisbon', 'pt-BR': 'Lisboa' },
  tagline: 'City Pass',
  colors: { primary: '#0d5a4a', onPrimary: '#ffffff', background: '#fffdf7', text: '#1f2421', highlight: '#a3341c' },
  font: 'lisbon.woff2',
  logo: 'lisbon-logo.svg',
  radius: 10,
};

const LISBON_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60" rx="10" fill="#0d5a4a"/><path d="M10 44h100M20 44l20-24 20 24 20-24 20 24" stroke="#f2c14e" stroke-width="6" fill="none" stroke-linejoin="round"/></svg>';
