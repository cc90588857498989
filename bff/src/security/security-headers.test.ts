import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import helmet from 'helmet';
import { FIRST_CALL_SCRIPT } from '@citypass/contracts';
import { serve, type Served } from '../proxy/testing/serve';
import { TAG_MANAGER_ORIGIN } from './content-security-policy';
import { startTestBff, type TestBff } from './testing/test-bff';

// The inline script that starts a page's first call, by the hash a policy names it with.
const FIRST_CALL_SOURCE = `'sha256-${createHash('sha256').update(FIRST_CALL_SCRIPT).digest('base64')}'`;

// What only a page needs: framing, the opener, the referrer, old browsers' switches.
const PAGE_ONLY = ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];
const SECURITY_HEADERS = ['x-content-type-options', 'content-security-policy', 'cross-origin-resource-policy', 'strict-transport-security', ...PAGE_ONLY];

// Headers every HTTP answer has, whoever sends it.
const TRANSPORT_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

function directivesOf(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values] as [string, string[]]),
  );
}

describe('security headers over http, with the registry in a file', () => {
  let dir: string;
  let file: string;
  let app: TestBff;
  // Two remotes on origins of the test's own (their manifests are read when a page is served).
  let auth: Served;
  let attractions: Served;
  const registry = (authManifest: string) => ({
    auth: authManifest,
    attractions: `${attractions.url}/mf-manifest.json`,
    bookings: 'https://cdn.bookings.example/v3/mf-manifest.json',
  });

  beforeAll(async () => {
    auth = await serve(express());
    attractions = await serve(express());
    dir = mkdtempSync(join(tmpdir(), 'citypass-registry-'));
    file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify(registry(`${auth.url}/mf-manifest.json`)));
    app = await startTestBff({ REMOTES_FILE: file });
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
    await attractions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the shell page under a policy that allows only the app, the remote origins and the page's one inline script", async () => {
    const answer = await fetch(`${app.url}/attractions`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    const csp = directivesOf(answer.headers.get('content-security-policy'));
    // In a stable order, whatever the registry's.
    const remotes = [auth.url, attractions.url, 'https://cdn.bookings.example'].sort();
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", FIRST_CALL_SOURCE, ...remotes]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...remotes]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(answer.headers.get('content-security-policy')).not.toMatch(/unsafe-eval|\*/);
  });

  it("sends a page every header helmet itself would send, as helmet writes them, and no HSTS over http", async () => {
    const reference = express();
    reference.use(helmet({ contentSecurityPolicy: false, strictTransportSecurity: false }));
    reference.get('/', (_req, res) => {
      res.end();
    });
    const served = await serve(reference);
    try {
      const helmetHeaders: [string, string][] = [];
      (await fetch(served.url)).headers.forEach((value, name) => {
        if (!TRANSPORT_HEADERS.has(name)) helmetHeaders.push([name, value]);
      });
      expect(helmetHeaders.length).toBeGreaterThan(8);
      const page = await fetch(`${app.url}/bookings`, { headers: { accept: 'text/html' } });
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      for (const [name, value] of helmetHeaders) expect([name, page.headers.get(name)]).toEqual([name, value]);
      expect(page.headers.get('x-powered-by')).toBeNull();
      expect(page.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await served.close();
    }
  });

  it("sends an API answer what OWASP's REST guidance asks, in at most 300 bytes, and none of a page's headers", async () => {
    for (const path of ['/api/proxy/offers', '/api/auth/session', '/healthz']) {
      const answer = await fetch(`${app.url}${path}`);
      expect([path, answer.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      for (const pageOnly of PAGE_ONLY) expect([path, pageOnly, answer.headers.get(pageOnly)]).toEqual([path, pageOnly, null]);
      const bytes = SECURITY_HEADERS.reduce((sum, name) => sum + (answer.headers.has(name) ? `${name}: ${answer.headers.get(name)}\r\n`.length : 0), 0);
      expect(bytes).toBeLessThanOrEqual(300);
    }
    // What answers a visitor's own data is kept by no cache.
    expect((await fetch(`${app.url}/api/proxy/offers`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${app.url}/api/auth/session`)).headers.get('cache-control')).toMatch(/no-store/);
  });

  it('sends a file what a file needs: no sniffing, this origin only, its own cache policy', async () => {
    const page = await (await fetch(`${app.url}/`, { headers: { accept: 'text/html' } })).text();
    // The app's icon, hashed as every file of the city's look.
    const icon = /<link[^>]*rel="?apple-touch-icon"?[^>]*href="?([^"\s>]+)/.exec(page)?.[1];
    expect(icon).toMatch(/^\/icons\/.+\.[0-9a-f]{10}\.png$/);
    const file = await fetch(`${app.url}${icon}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(file.headers.get('cache-control')).toMatch(/immutable/);
    expect(file.headers.get('content-security-policy')).toBeNull();
    for (const pageOnly of PAGE_ONLY) expect([pageOnly, file.headers.get(pageOnly)]).toEqual([pageOnly, null]);
  });

  it('follows a change of the registry without a restart', async () => {
    writeFileSync(file, JSON.stringify(registry('https://auth-v2.example:8443/mf-manifest.json')));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const csp = directivesOf((await fetch(`${app.url}/`)).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", FIRST_CALL_SOURCE, ...[attractions.url, 'https://auth-v2.example:8443', 'https://cdn.bookings.example'].sort()]);
    expect(csp.get('script-src')).not.toContain(auth.url);
  });
});

describe('security headers over https, with analytics', () => {
  let app: TestBff;

  beforeAll(async () => {
    app = await startTestBff({ PUBLIC_URL: 'https://citypass.example', ANALYTICS_ID: 'GTM-ABC123' });
  });

  afterAll(() => app.close());

  it('sends HSTS on pages and API answers, and upgrades insecure requests', async () => {
    const answer = await fetch(`${app.url}/`);
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directivesOf(answer.headers.get('content-security-policy')).get('upgrade-insecure-requests')).toEqual([]);
    expect((await fetch(`${app.url}/api/auth/session`)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows the tag manager for scripts, connections and images only', async () => {
    const csp = directivesOf((await fetch(`${app.url}/`)).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toContain(TAG_MANAGER_ORIGIN);
    expect(csp.get('connect-src')).toContain(TAG_MANAGER_ORIGIN);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', TAG_MANAGER_ORIGIN]);
    expect(csp.get('style-src')).not.toContain(TAG_MANAGER_ORIGIN);
  });
});
