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

  it('sends helmet\'s other headers, no x-powered-by and no HSTS over http', async () => {
    const answer = await fetch(`${app.url}/healthz`);
    expect(answer.headers.get('x-powered-by')).toBeNull();
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("sends on API answers every header helmet itself would send, as helmet writes them", async () => {
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
      const proxied = await fetch(`${app.url}/api/proxy/offers`);
      expect(proxied.status).toBe(401);
      for (const [name, value] of helmetHeaders) expect([name, proxied.headers.get(name)]).toEqual([name, value]);
    } finally {
      await served.close();
    }
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

  it('sends HSTS and upgrades insecure requests', async () => {
    const answer = await fetch(`${app.url}/`);
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directivesOf(answer.headers.get('content-security-policy')).get('upgrade-insecure-requests')).toEqual([]);
  });

  it('allows the tag manager for scripts, connections and images only', async () => {
    const csp = directivesOf((await fetch(`${app.url}/`)).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toContain(TAG_MANAGER_ORIGIN);
    expect(csp.get('connect-src')).toContain(TAG_MANAGER_ORIGIN);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', TAG_MANAGER_ORIGIN]);
    expect(csp.get('style-src')).not.toContain(TAG_MANAGER_ORIGIN);
  });
});
