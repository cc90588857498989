import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './harness/axe';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from './harness/browser';
import { watchCatalogues } from './harness/language-files';
import { clippedText } from './harness/layout';
import { DEMO, signInViaApi } from './harness/sign-in';
import { UpstreamApi } from './harness/upstream-api';
import { Stack, exampleCityFile } from '@citypass/stack';

// A city in its own languages: the whole journey of the spec in the visitor's language, the choice kept
// and switched in place, one language's texts downloaded, and the teams' pseudo-languages laid out
// without a clipped word. One stack; its BFF restarts with each city's settings.

/** The texts a journey goes through, in one language (the catalogues' own words). */
interface JourneyTexts {
  orderNumber: string;
  email: string;
  signIn: string;
  attractions: string;
  passes: string;
  date: string;
  time: string;
  book: (count: number) => string;
  confirmed: string;
  myBookings: string;
  amend: (attraction: string) => string;
  amendTitle: (attraction: string) => string;
  amendTime: string;
  confirmNewTime: string;
  amended: (attraction: string) => string;
  close: string;
  cancel: (attraction: string) => string;
  cancelTitle: (attraction: string) => string;
  yesCancel: string;
  cancelled: (attraction: string) => string;
}

const CATALAN: JourneyTexts = {
  orderNumber: 'Número de comanda',
  email: 'Adreça electrònica',
  signIn: 'Iniciar la sessió',
  attractions: 'Atraccions',
  passes: '1. Trieu els passis',
  date: '2. Trieu una data',
  time: '3. Trieu una hora',
  book: (count) => `Reservar ${count} passis`,
  confirmed: 'Reserva confirmada',
  myBookings: 'Les meves reserves',
  amend: (attraction) => `Modificar la reserva per a ${attraction}`,
  amendTitle: (attraction) => `Trieu una hora nova per a ${attraction}`,
  amendTime: 'Trieu una hora',
  confirmNewTime: 'Confirmar l’hora nova',
  amended: (attraction) => `S’ha modificat la vostra reserva per a ${attraction}`,
  close: 'Tanca',
  cancel: (attraction) => `Cancel·lar la reserva per a ${attraction}`,
  cancelTitle: (attraction) => `Voleu cancel·lar la vostra reserva per a ${attraction}?`,
  yesCancel: 'Sí, cancel·lar la reserva',
  cancelled: (attraction) => `S’ha cancel·lat la vostra reserva per a ${attraction}`,
};

const SPANISH: JourneyTexts = {
  orderNumber: 'Número de pedido',
  email: 'Correo electrónico',
  signIn: 'Iniciar sesión',
  attractions: 'Atracciones',
  passes: '1. Elija los pases',
  date: '2. Elija una fecha',
  time: '3. Elija una hora',
  book: (count) => `Reservar ${count} pases`,
  confirmed: 'Reserva confirmada',
  myBookings: 'Mis reservas',
  amend: (attraction) => `Modificar la reserva de ${attraction}`,
  amendTitle: (attraction) => `Elija una nueva hora para ${attraction}`,
  amendTime: 'Elija una hora',
  confirmNewTime: 'Confirmar la nueva hora',
  amended: (attraction) => `Se ha modificado su reserva para ${attraction}`,
  close: 'Cerrar',
  cancel: (attraction) => `Cancelar la reserva de ${attraction}`,
  cancelTitle: (attraction) => `¿Desea cancelar su reserva de ${attraction}?`,
  yesCancel: 'Sí, cancelar la reserva',
  cancelled: (attraction) => `Se ha cancelado su reserva para ${attraction}`,
};

const JAPANESE: JourneyTexts = {
  orderNumber: '注文番号',
  email: 'メールアドレス',
  signIn: 'ログイン',
  attractions: 'アトラクション一覧',
  passes: '1. パスを選択',
  date: '2. 日付を選択',
  time: '3. 時間を選択',
  book: (count) => `パス${count}枚を予約する`,
  confirmed: '予約が確定しました',
  myBookings: '予約一覧',
  amend: (attraction) => `${attraction}のご予約を変更`,
  amendTitle: (attraction) => `${attraction}の新しい時間を選択してください`,
  amendTime: '時間を選択してください',
  confirmNewTime: '新しい時間で確定',
  amended: (attraction) => `${attraction}の予約を変更しました`,
  close: '閉じる',
  cancel: (attraction) => `${attraction}のご予約をキャンセル`,
  cancelTitle: (attraction) => `${attraction}のご予約をキャンセルしますか？`,
  yesCancel: 'はい、キャンセルします',
  cancelled: (attraction) => `${attraction}の予約をキャンセルしました`,
};

let browser: Browser;
let stack: Stack;
let work: string;
beforeAll(async () => {
  browser = await launchBrowser();
  work = mkdtempSync(join(tmpdir(), 'citypass-languages-'));
  stack = await (await Stack.create()).start();
});
afterAll(async () => {
  await stack.stop();
  await browser.close();
  rmSync(work, { recursive: true, force: true });
});

/** Restarts the BFF with a city's shipped settings. */
async function runCity(brand: string, env: Record<string, string> = {}): Promise<void> {
  const { file } = exampleCityFile(brand, work);
  await stack.stopBff();
  await stack.startBff({ DEPLOYMENT_FILE: file, ...env });
}

async function pick(page: Page, group: string, position: number): Promise<void> {
  const radio = page.getByRole('group', { name: group }).getByRole('radio').nth(position);
  await radio.focus();
  await page.keyboard.press('Space');
  expect(await radio.isChecked()).toBe(true);
}

/** What the page shows of its main content, to find words of another language in it. */
const mainText = (page: Page) => page.getByRole('main').innerText();

/**
 * The whole journey through the form, in the language the browser asks for: sign in, book,
 * see the confirmation and the bookings, amend, cancel; the upstream agrees after each step.
 */
async function journey(options: { locale: string; texts: JourneyTexts; order: { orderNumber: string; email: string }; offer: { id: string; name: string }; passes: string[]; name: string }) {
  const { texts: t, offer, passes, order } = options;
  const upstream = await UpstreamApi.signIn(stack.info.upstreamUrl, order);
  const booked = async () => (await upstream.reservations()).filter((group) => group.offer_id === offer.id);
  const { context, page } = await newVisitor(browser, PHONE, options.locale);
  const catalogues = watchCatalogues(page);

  await page.goto(`${stack.info.url}/`);
  await page.getByLabel(t.orderNumber).fill(order.orderNumber);
  await page.getByLabel(t.email).fill(order.email);
  await page.getByRole('button', { name: t.signIn }).click();
  await page.waitForURL(`${stack.info.url}/attractions`);
  await page.getByRole('list', { name: t.attractions }).getByRole('link', { name: offer.name }).click();
  await page.getByRole('heading', { level: 1, name: offer.name }).waitFor();
  for (const pass of passes) await page.getByRole('group', { name: t.passes }).getByRole('checkbox', { name: pass, exact: true }).check();
  await pick(page, t.date, 2);
  await pick(page, t.time, 0);
  await page.getByRole('button', { name: t.book(passes.length) }).click();
  await page.getByRole('heading', { level: 1, name: t.confirmed }).waitFor();
  expect(await booked()).toHaveLength(1);
  // Dates and times are written the language's way: no English day, month or AM/PM.
  expect(await mainText(page)).not.toMatch(/\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|December|AM|PM)\b/);
  await screenshot(page, `languages-${options.name}-confirmation-phone`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: t.myBookings }).last().click();
  await page.getByRole('heading', { level: 1, name: t.myBookings }).waitFor();
  await page.getByRole('button', { name: t.amend(offer.name) }).click();
  await page.getByRole('heading', { name: t.amendTitle(offer.name) }).waitFor();
  await pick(page, t.amendTime, 2);
  await screenshot(page, `languages-${options.name}-amend-phone`);
  const before = (await booked())[0]!.time_slot.date_time;
  await page.getByRole('button', { name: t.confirmNewTime }).click();
  await page.getByRole('dialog', { name: t.amended(offer.name) }).waitFor();
  expect((await booked())[0]!.time_slot.date_time).not.toBe(before);
  await page.getByRole('dialog').getByRole('button', { name: t.close }).click();

  await page.getByRole('button', { name: t.cancel(offer.name) }).click();
  await page.getByRole('dialog', { name: t.cancelTitle(offer.name) }).getByRole('button', { name: t.yesCancel }).click();
  await page.getByRole('dialog', { name: t.cancelled(offer.name) }).waitFor();
  expect(await booked()).toEqual([]);
  expect(await mainText(page)).not.toMatch(/\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|AM|PM)\b/);

  // Each part downloaded its texts of this language alone.
  expect(new Set(catalogues)).toEqual(new Set([catalogues[0]]));
  await context.close();
  return catalogues[0];
}

describe('Barcelona (en, es, ca, fr, de)', () => {
  beforeAll(() => runCity('barcelona'));

  test('a visitor whose browser asks for Catalan signs in, books, amends and cancels in Catalan', async () => {
    const language = await journey({
      name: 'ca',
      locale: 'ca-ES',
      texts: CATALAN,
      order: DEMO.threePasses,
      offer: { id: 'ams-rijksmuseum', name: 'Rijksmuseum' },
      passes: ['1000-0000-0011', '1000-0000-0012'],
    });
    expect(language).toBe('ca');
  });

  test('a visitor whose browser asks for Spanish does the same in Spanish', async () => {
    const language = await journey({
      name: 'es',
      locale: 'es-MX',
      texts: SPANISH,
      order: DEMO.fourPasses,
      offer: { id: 'tyo-ueno-zoo', name: 'Ueno Zoo' },
      passes: ['1000-0000-0031', '1000-0000-0032'],
    });
    expect(language).toBe('es');
  });

  test('the switcher changes every text in place, keeps what the visitor chose, and the choice outlives a reload and signing out', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP, 'ca-ES');
    await signInViaApi(context, stack.info.url, DEMO.fourPasses);
    await page.goto(`${stack.info.url}/attractions?offer=tyo-tokyo-skytree`);
    await page.getByRole('group', { name: CATALAN.passes }).getByRole('checkbox', { name: '1000-0000-0031' }).check();
    await pick(page, CATALAN.date, 3);
    const chosenDate = await page.getByRole('group', { name: CATALAN.date }).getByRole('radio', { checked: true }).getAttribute('value');
    // A switch that reloaded the page would lose this.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const catalogues = watchCatalogues(page);

    await page.getByRole('banner').getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
    await page.getByRole('group', { name: '1. Choose passes' }).waitFor();
    expect(await page.evaluate(() => ({ lang: document.documentElement.lang, same: (window as { sameDocument?: boolean }).sameDocument }))).toEqual({ lang: 'en', same: true });
    expect(await page.getByRole('checkbox', { name: '1000-0000-0031' }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: '2. Choose a date' }).getByRole('radio', { checked: true }).getAttribute('value')).toBe(chosenDate);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor();
    expect(new Set(catalogues)).toEqual(new Set(['en']));

    // The choice wins over the browser's Catalan from now on.
    await page.reload();
    await page.getByRole('group', { name: '1. Choose passes' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // ...and outlives signing out and in again.
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await signInViaApi(context, stack.info.url, DEMO.fourPasses);

    // A shared link names its language; the choice sticks to the visitor from then on.
    await page.goto(`${stack.info.url}/bookings?lang=es`);
    await page.getByRole('heading', { level: 1, name: 'Mis reservas' }).waitFor();
    await page.goto(`${stack.info.url}/attractions`);
    await page.getByRole('heading', { level: 1, name: 'Atracciones' }).waitFor();
    await context.close();
  });

  test('a language the city does not offer gives way to its default, and the sign-in page names its other languages', async () => {
    const { context, page } = await newVisitor(browser, PHONE, 'ja-JP');
    const response = await page.goto(`${stack.info.url}/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(response!.headers()['content-language']).toBe('en');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates.sort()).toEqual(['ca', 'de', 'en', 'es', 'fr', 'x-default']);
    // What a search result shows of the Catalan version is Catalan too.
    await page.goto(`${stack.info.url}/?lang=ca`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Reserveu franges horàries a les atraccions que inclou el vostre city pass.');
    await context.close();
  });
});

describe('New York (en, es, zh-Hans, ja, pt-BR)', () => {
  beforeAll(() => runCity('newyork'));

  test('a visitor whose browser asks for Japanese signs in, books, amends and cancels in Japanese', async () => {
    const language = await journey({
      name: 'ja',
      locale: 'ja-JP',
      texts: JAPANESE,
      order: DEMO.onePass,
      offer: { id: 'nyc-bronx-zoo', name: 'Bronx Zoo' },
      passes: ['1000-0000-0021'],
    });
    expect(language).toBe('ja');
  });
});

describe('the pseudo-languages, outside production', () => {
  beforeAll(async () => {
    await runCity('barcelona', { NODE_ENV: 'development' });
    const upstream = await UpstreamApi.signIn(stack.info.upstreamUrl, DEMO.threePasses);
    const slot = (await upstream.availability('ams-van-gogh-museum', ['100000000013']))[5]!;
    await upstream.book('ams-van-gogh-museum', slot, ['100000000013']);
  });

  const pages = ['/', '/attractions', '/attractions?offer=ams-rijksmuseum', '/bookings', '/about', '/terms', '/privacy', '/no-such-page'];

  test.each([
    ['en-XA', 'phone', PHONE],
    ['en-XA', 'desktop', DESKTOP],
    ['ar-XB', 'phone', PHONE],
    ['ar-XB', 'desktop', DESKTOP],
  ])('%s on a %s: every page lays its longer text out whole', async (language, width, viewport) => {
    const { context, page } = await newVisitor(browser, viewport);
    await signInViaApi(context, stack.info.url, DEMO.threePasses);
    const problems: string[] = [];
    for (const address of pages) {
      await page.goto(`${stack.info.url}${address}${address.includes('?') ? '&' : '?'}lang=${language}`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, language === 'ar-XB' ? 'rtl' : 'ltr']);
      await screenshot(page, `languages-${language}-${address.replace(/[^a-z]+/g, '-')}-${width}`);
      problems.push(...(await page.evaluate(clippedText)).map((problem) => `${address}: ${problem}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
