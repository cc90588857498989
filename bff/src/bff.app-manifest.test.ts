import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { APP_ICONS_FILE, BRAND_NAMES, type AppIcon } from '@citypass/contracts';
import { http } from './auth/testing/http';
import { startTestBff, type TestBff } from './security/testing/test-bff';

// The installed app: each deployment's web app manifest names its city, its brand's colours and
// icons, and the page's language; the page links to it in that language.
let app: TestBff;
const icon = (brand: string, purpose: AppIcon['purpose'], size: number): AppIcon => ({
  src: `/icons/${brand}-${purpose}-${size}.0123456789.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});
beforeAll(async () => {
  app = await startTestBff({ BRAND: 'barcelona', LANGUAGES: 'en,es,ca,fr,de', PUBLIC_URL: 'http://localhost:8080' });
  const shell = join(dirname(app.dataDir), 'shell');
  const icons = Object.fromEntries(BRAND_NAMES.map((brand) => [brand, [icon(brand, 'any', 192), icon(brand, 'any', 512), icon(brand, 'maskable', 512)]]));
  writeFileSync(join(shell, APP_ICONS_FILE), JSON.stringify(icons));
  mkdirSync(join(shell, 'icons'));
  writeFileSync(join(shell, 'icons', 'barcelona-any-192.0123456789.png'), 'png');
});
afterAll(() => app?.close());

const get = (path: string, headers: Record<string, string> = {}) => http(`${app.url}${path}`, { headers });

test("the manifest is the city's app, opening on its bookings, in the language it is asked for", async () => {
  const answer = await get('/manifest.webmanifest?lang=ca');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  expect(JSON.parse(answer.text)).toEqual({
    id: '/bookings',
    name: 'Barcelona City Pass',
    short_name: 'Barcelona',
    description: 'Reserveu franges horàries a les atraccions que inclou el vostre city pass.',
    lang: 'ca',
    dir: 'ltr',
    start_url: '/bookings',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b6e70',
    background_color: '#fffdf9',
    icons: [icon('barcelona', 'any', 192), icon('barcelona', 'any', 512), icon('barcelona', 'maskable', 512)],
  });
});

test("a manifest asked for with junk or no language is in the city's default", async () => {
  for (const path of ['/manifest.webmanifest', '/manifest.webmanifest?lang=%22%3E%3Cx', '/manifest.webmanifest?lang=ja']) {
    const manifest = JSON.parse((await get(path)).text) as { lang: string; description: string };
    expect(manifest.lang).toBe('en');
    expect(manifest.description).toBe('Book timeslots at the attractions your city pass includes.');
  }
});

test("every page links to the manifest in its own language, with the brand's colour and home-screen icon", async () => {
  const text = (await get('/attractions', { accept: 'text/html', 'accept-language': 'es-ES' })).text;
  expect(text).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=es">');
  expect(text).toContain('<meta name="theme-color" content="#0b6e70">');
  expect(text).toContain('<link rel="apple-touch-icon" href="/icons/barcelona-any-192.0123456789.png">');
});

test('the icons, named by their content, are kept a year', async () => {
  const answer = await get('/icons/barcelona-any-192.0123456789.png');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});
