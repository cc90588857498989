import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { http } from './auth/testing/http';
import { createBff, type Bff } from './bff';
import { parseEnv } from './config/env';
import { closedPortUrl, serve, type Served } from './proxy/testing/serve';

const DAY_MS = 24 * 60 * 60 * 1000;
const TEMPLATE = '<!doctype html><html><head><title>City Pass</title></head><body></body></html>';

// What crawlers, security tools and mistyped addresses are answered, by the whole BFF as `npm start` wires it.
describe('the BFF for crawlers and tools', () => {
  let dir: string;
  let bff: Bff;
  let served: Served;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'citypass-crawlers-'));
    const shell = join(dir, 'shell');
    const releasesPage = join(dir, 'releases-page');
    mkdirSync(shell);
    mkdirSync(releasesPage);
    writeFileSync(join(shell, 'index.html'), TEMPLATE);
    writeFileSync(join(shell, 'main.3456789abc.js'), 'console.log(3)');
    writeFileSync(join(shell, 'favicon.456789abcd.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(releasesPage, 'index.html'), '<!doctype html><title>Releases</title>');
    // Nothing answers there: no reservations service or remote is needed for these answers.
    const nowhere = await closedPortUrl();
    const env = parseEnv({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://bookings.citypass-amsterdam.com',
      AUTH_SECRET: 'a-test-secret-that-is-long-enough-000',
      SECURITY_CONTACT: 'mailto:security@citypass-amsterdam.com',
      ACCESSIBILITY_CONTACT: 'mailto:accessibility@citypass-amsterdam.com',
      ACCESSIBILITY_REVIEWED: '2026-11-20',
      UPSTREAM_URL: nowhere,
      SHELL_DIST: shell,
      RELEASES_PAGE_DIST: releasesPage,
      REMOTE_AUTH_URL: `${nowhere}/auth/`,
      REMOTE_ATTRACTIONS_URL: `${nowhere}/attractions/`,
      REMOTE_BOOKINGS_URL: `${nowhere}/bookings/`,
    });
    bff = await createBff(env, pino({ level: 'silent' }));
    served = await serve(bff.app);
  });

  afterAll(async () => {
    await served.close();
    await bff.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (path: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') => fetch(`${served.url}${path}`, { headers: { accept } });

  it('answers robots.txt as plain text: the public pages allowed, signed-in pages, the API and the releases page not', async () => {
    const answer = await http(`${served.url}/robots.txt`);
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Allow: /$', 'Allow: /about', 'Disallow: /attractions', 'Disallow: /bookings', 'Disallow: /confirmation']));
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /error', 'Disallow: /auth/magic-link/', 'Disallow: /api/', 'Disallow: /_releases']));
    expect(answer.text).not.toContain('<html');
  });

  it("answers security.txt with the deployment's contact and an expiry less than a year ahead", async () => {
    const answer = await http(`${served.url}/.well-known/security.txt`);
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
    expect(answer.text).toMatch(/^Contact: mailto:security@citypass-amsterdam\.com$/m);
    expect(answer.text).toMatch(/^Canonical: https:\/\/bookings\.citypass-amsterdam\.com\/\.well-known\/security\.txt$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(answer.text)![1]!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * DAY_MS);
  });

  it("sends /favicon.ico to the shell's hashed icon, not the page", async () => {
    const answer = await http(`${served.url}/favicon.ico`);
    expect([answer.status, answer.headers.get('location')]).toEqual([302, '/favicon.456789abcd.svg']);
    expect((await fetch(`${served.url}${answer.headers.get('location')}`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it.each(['/sitemap.xml', '/no-such-page', '/attractions/extra', '/auth/magic-link/'])(
    'answers %s, no route of the app, 404 with the shell page (its not-found page), never kept',
    async (path) => {
      const answer = await page(path);
      expect([answer.status, answer.headers.get('content-type'), answer.headers.get('cache-control')]).toEqual([
        404,
        'text/html; charset=utf-8',
        'private, no-cache, no-store',
      ]);
      const body = await answer.text();
      expect(body).toContain('<title>City Pass</title>');
      expect(body).toContain('<script id="app-config" type="application/json">');
    },
  );

  it('answers 404 to a client that takes no page, without the page', async () => {
    const answer = await page('/no-such-page', 'application/json');
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('<title>City Pass</title>');
  });

  it.each(['/', '/attractions', '/attractions/', '/bookings', '/confirmation?attractionID=1', '/error?error=Configuration', '/auth/magic-link/abc', '/about', '/terms', '/privacy', '/accessibility'])(
    'answers %s, a route of the app, 200 with the shell page',
    async (path) => {
      const answer = await page(path);
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
      expect(await answer.text()).toContain('<script id="app-config" type="application/json">');
    },
  );

  it("keeps answering the shell's files, the API's JSON 404, the releases page and the health check", async () => {
    expect((await http(`${served.url}/main.3456789abc.js`)).text).toBe('console.log(3)');
    const api = await http(`${served.url}/api/no-such-call`);
    expect([api.status, api.json()]).toEqual([404, { error_code: 'NOT_FOUND' }]);
    const releases = await page('/_releases');
    expect([releases.status, await releases.text()]).toEqual([200, '<!doctype html><title>Releases</title>']);
    expect((await http(`${served.url}/healthz`)).status).toBe(200);
  });
});
