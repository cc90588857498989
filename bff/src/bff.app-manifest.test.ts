import { resolve } from 'node:path';
import { http } from './auth/testing/http';
import { startTestBff, type TestBff } from './security/testing/test-bff';

// The installed app: each city's web app manifest names it, in its colours and with the icons the
// BFF drew from its settings file when it started, in the page's language; the page links to it.
const deployments = resolve(__dirname, '../../deployments');
const HASHED_ICON = (city: string, purpose: string, size: number) => new RegExp(`^/icons/${city}-${purpose}-${size}\\.[0-9a-f]{10}\\.png$`);

describe('a city without a logo', () => {
  let app: TestBff;
  beforeAll(async () => {
    app = await startTestBff({ DEPLOYMENT_FILE: resolve(deployments, 'barcelona.json'), LANGUAGES: 'en,es,ca,fr,de', PUBLIC_URL: 'http://localhost:8080' });
  });
  afterAll(() => app?.close());
  const get = (path: string, headers: Record<string, string> = {}) => http(`${app.url}${path}`, { headers });

  test("the manifest is the city's app, opening on its bookings, in the language it is asked for", async () => {
    const answer = await get('/manifest.webmanifest?lang=ca');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const manifest = JSON.parse(answer.text) as { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toEqual({
      id: '/bookings',
      name: 'Barcelona City Pass',
      short_name: 'Barcelona',
      description: 'Reserveu franges horàries a les atraccions que inclou el vostre city pass.',
      lang: 'ca',
      dir: 'ltr',
      start_url: '/bookings',
      scope: '/',
      display: 'standalone',
      theme_color: '#004d98',
      background_color: '#fffdf9',
      icons: expect.any(Array),
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${purpose} ${sizes}`)).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
    manifest.icons.forEach(({ src, sizes, purpose }) => expect(src).toMatch(HASHED_ICON('barcelona', purpose, Number(sizes.split('x')[0]))));
  });

  test("a manifest asked for with junk or no language is in the city's default", async () => {
    for (const path of ['/manifest.webmanifest', '/manifest.webmanifest?lang=%22%3E%3Cx', '/manifest.webmanifest?lang=ja']) {
      const manifest = JSON.parse((await get(path)).text) as { lang: string; description: string };
      expect(manifest.lang).toBe('en');
      expect(manifest.description).toBe('Book timeslots at the attractions your city pass includes.');
    }
  });

  test("every page links to the manifest in its own language, with the city's colour and home-screen icon", async () => {
    const text = (await get('/attractions', { accept: 'text/html', 'accept-language': 'es-ES' })).text;
    expect(text).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=es">');
    expect(text).toContain('<meta name="theme-color" content="#004d98">');
    expect(text).toMatch(/<link rel="apple-touch-icon" href="\/icons\/barcelona-any-192\.[0-9a-f]{10}\.png">/);
  });

  test('the icons, PNG named by their content, are kept a year', async () => {
    const manifest = JSON.parse((await get('/manifest.webmanifest')).text) as { icons: { src: string }[] };
    for (const { src } of manifest.icons) {
      const answer = await get(src);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/icons/barcelona-any-192.0123456789.png')).status).toBe(404);
  });
});

describe('a city with a logo', () => {
  let app: TestBff;
  beforeAll(async () => {
    app = await startTestBff({ DEPLOYMENT_FILE: resolve(deployments, 'amsterdam.json'), LANGUAGES: 'en,nl', PUBLIC_URL: 'http://localhost:8080' });
  });
  afterAll(() => app?.close());

  test('serves the logo its page names, as an image that runs nothing, kept a year', async () => {
    const page = (await http(`${app.url}/`, { headers: { accept: 'text/html' } })).text;
    const logo = /"image":\{"src":"(\/city\/amsterdam-logo\.[0-9a-f]{10}\.svg)"/.exec(page)?.[1] ?? '';
    const answer = await http(`${app.url}${logo}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.text).toContain('<svg');
  });
});
