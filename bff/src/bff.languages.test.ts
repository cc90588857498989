import { LANGUAGE_COOKIE, PAGE_DATA_ELEMENT_IDS } from '@citypass/contracts';
import { http, setCookieLine } from './auth/testing/http';
import { startTestBff, type TestBff } from './security/testing/test-bff';
import { pageDataBlock } from './testing/production-bff';

// A page's language is chosen before its first byte: the visitor's choice, then the browser's
// languages matched against the city's, then the city's default; the page says which.
let app: TestBff;
beforeAll(async () => {
  app = await startTestBff({ LANGUAGES: 'en,es,ca,fr,de', PUBLIC_URL: 'http://localhost:8080' });
});
afterAll(() => app?.close());

const page = (path: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  http(`${app.url}${path}`, { headers: { accept: 'text/html', ...headers }, cookies });
const htmlOf = (text: string) => /<html[^>]*>/.exec(text)?.[0];

test("a browser asking for Catalan from Spain gets a Catalan page, which says so and what it depends on", async () => {
  const answer = await page('/attractions', { 'accept-language': 'ca-ES,ca;q=0.9,en;q=0.5' });
  expect(answer.status).toBe(200);
  expect(htmlOf(answer.text)).toBe('<html lang="ca" dir="ltr">');
  expect(answer.headers.get('content-language')).toBe('ca');
  expect(answer.headers.get('vary')).toMatch(/Accept-Language.*Cookie/);
  expect(answer.setCookies).not.toContainEqual(expect.stringContaining(LANGUAGE_COOKIE));
});

test('the 404 page is written in the language too', async () => {
  const answer = await page('/no-such-page', { 'accept-language': 'fr-CH' });
  expect(answer.status).toBe(404);
  expect(htmlOf(answer.text)).toBe('<html lang="fr" dir="ltr">');
});

test('?lang= chooses a language on any address and keeps the choice in its cookie for a year', async () => {
  const answer = await page('/bookings?lang=de', { 'accept-language': 'ca' });
  expect(htmlOf(answer.text)).toBe('<html lang="de" dir="ltr">');
  const cookie = setCookieLine(answer, LANGUAGE_COOKIE);
  expect(cookie).toMatch(/^citypass-lang=de; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
  const expires = Date.parse(/Expires=([^;]+)/.exec(cookie ?? '')![1]!);
  expect(expires - Date.now()).toBeGreaterThan(364 * 24 * 3600_000);
  // The cookie then wins over the browser's languages.
  expect(htmlOf((await page('/attractions', { 'accept-language': 'ca' }, { [LANGUAGE_COOKIE]: 'de' })).text)).toBe('<html lang="de" dir="ltr">');
});

test.each([
  ['a language the city does not offer in ?lang= and the cookie', '/?lang=ja', { [LANGUAGE_COOKIE]: 'pt-BR' }, ''],
  ['junk in ?lang=', '/?lang=%22%3E%3Cscript%3E', {}, ''],
  ['a malformed and huge Accept-Language', '/', {}, `!!, ${'x-'.repeat(3000)}, *;q=abc`],
])("%s gives the city's default, reflecting nothing", async (_what, path, cookies, acceptLanguage) => {
  const answer = await page(path, acceptLanguage ? { 'accept-language': acceptLanguage } : {}, cookies);
  expect(answer.status).toBe(200);
  expect(htmlOf(answer.text)).toBe('<html lang="en" dir="ltr">');
  expect(answer.text).not.toContain('<script>');
  expect(answer.setCookies).not.toContainEqual(expect.stringContaining(LANGUAGE_COOKIE));
});

test('the sign-in page names each language version at its own address, x-default the plain one', async () => {
  const text = (await page('/')).text;
  for (const language of ['en', 'es', 'ca', 'fr', 'de']) {
    expect(text).toContain(`<link rel="alternate" hreflang="${language}" href="http://localhost:8080/?lang=${language}">`);
  }
  expect(text).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:8080/">');
  expect((await page('/attractions')).text).not.toContain('hreflang');
});

describe('the switcher keeps the choice: POST /api/language', () => {
  test('takes one of the city\'s languages, as JSON or a form', async () => {
    const json = await http(`${app.url}/api/language`, { method: 'POST', json: { language: 'es' } });
    expect(json.status).toBe(204);
    expect(setCookieLine(json, LANGUAGE_COOKIE)).toMatch(/^citypass-lang=es; /);
    const form = await http(`${app.url}/api/language`, { form: { language: 'ca' } });
    expect(setCookieLine(form, LANGUAGE_COOKIE)).toMatch(/^citypass-lang=ca; /);
  });

  test.each([[{ language: 'ja' }], [{ language: ['es'] }], [{}]])('refuses %j with a clear error and sets nothing', async (body) => {
    const answer = await http(`${app.url}/api/language`, { method: 'POST', json: body });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({ error_code: 'INVALID_REQUEST', message: 'language: one of en, es, ca, fr, de, en-XA, ar-XB' });
    expect(answer.setCookies).toEqual([]);
  });

  test('refuses a write from another site\'s page', async () => {
    const answer = await http(`${app.url}/api/language`, { method: 'POST', json: { language: 'es' }, headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' } });
    expect(answer.status).toBe(403);
  });
});

test("the page carries the notice a browser too old for the app shows, in the page's language", async () => {
  const notice = async (path: string, headers: Record<string, string> = {}) => pageDataBlock((await page(path, headers)).text, PAGE_DATA_ELEMENT_IDS.legacyNotice);
  expect(await notice('/attractions', { 'accept-language': 'ca-ES' })).toEqual({
    text: 'El vostre navegador ja no és compatible. Actualitzeu-lo a la darrera versió per iniciar la sessió i reservar les vostres atraccions.',
  });
  expect(await notice('/no-such-page', { 'accept-language': 'en' })).toEqual({
    text: 'Your browser is no longer supported. Please update it to the latest version to sign in and book your attractions.',
  });
  expect(await notice('/?lang=en-XA')).toEqual({ text: expect.stringMatching(/^Ýöûŕ~~ ƀŕöŵšéŕ~~~ íš~ ñö~ ĺöñĝéŕ~~~ šûþþöŕţéđ\.~~~~ .*~+$/) });
});

test('outside production the pseudo-languages can be chosen; ar-XB pages are right to left', async () => {
  expect(htmlOf((await page('/?lang=ar-XB')).text)).toBe('<html lang="ar-XB" dir="rtl">');
  expect(htmlOf((await page('/?lang=en-XA')).text)).toBe('<html lang="en-XA" dir="ltr">');
});
