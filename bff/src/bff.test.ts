import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import express from 'express';
import pino from 'pino';
import { signInWith } from './auth/testing/auth-flow';
import { http } from './auth/testing/http';
import { createBff, type Bff } from './bff';
import { parseEnv } from './config/env';
import { serve, type Served } from './proxy/testing/serve';

// The whole BFF as `npm start` wires it: embedded upstream, auth, proxy, config, shell.
describe('the BFF wiring', () => {
  let dir: string;
  let bff: Bff;
  let served: Served;
  // The attractions remote's server, answering its manifest as a deployed remote does.
  let attractions: Server;
  let attractionsManifest: string;
  // The other remotes' server, with no manifest for them (never the product's default ports).
  let elsewhere: Served;

  beforeAll(async () => {
    attractions = createServer((req, res) => {
      if (req.url !== '/mf-manifest.json') return res.writeHead(404).end();
      const manifest = {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
        exposes: [{ name: 'AttractionsPage', assets: { js: { sync: ['945.0012890eb1.js'], async: [] } } }],
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
    });
    await new Promise<void>((listening) => attractions.listen(0, '127.0.0.1', listening));
    attractionsManifest = `http://127.0.0.1:${(attractions.address() as AddressInfo).port}/mf-manifest.json`;
    elsewhere = await serve(express());
    dir = mkdtempSync(join(tmpdir(), 'citypass-bff-'));
    const shell = join(dir, 'shell');
    mkdirSync(shell);
    writeFileSync(join(shell, 'index.html'), '<!doctype html><html><head><title>City Pass</title></head><body></body></html>');
    writeFileSync(join(shell, '230.0123456789.js'), 'console.log(1)');
    writeFileSync(join(shell, 'main.js'), 'console.log(2)');
    writeFileSync(join(shell, 'main.3456789abc.js'), 'console.log(3)');
    writeFileSync(join(shell, 'favicon.456789abcd.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const env = parseEnv({
      NODE_ENV: 'test',
      AUTH_SECRET: 'a-test-secret-that-is-long-enough-000',
      UPSTREAM_PORT: '0',
      DATA_DIR: join(dir, 'data'),
      SHELL_DIST: shell,
      DEPLOYMENT_FILE: resolve(__dirname, '../../deployments/amsterdam.json'),
      ANALYTICS_ID: 'GTM-ABC123',
      REMOTE_AUTH_URL: `${elsewhere.url}/auth/`,
      REMOTE_ATTRACTIONS_URL: attractionsManifest.replace('mf-manifest.json', ''),
      REMOTE_BOOKINGS_URL: `${elsewhere.url}/bookings/`,
    });
    bff = await createBff(env, pino({ level: 'silent' }));
    served = await serve(bff.app);
  });

  afterAll(async () => {
    await served.close();
    await bff.embedded?.close();
    await new Promise((closed) => attractions.close(closed));
    await elsewhere.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers its health check', async () => {
    expect((await http(`${served.url}/healthz`)).json()).toEqual({ status: 'ok', dependencies: {} });
  });

  it("serves the deployment configuration, never cached, with the city's look in the page's language and each remote registered by the entry script beside its manifest", async () => {
    const answer = await http(`${served.url}/api/config`, { headers: { 'accept-language': 'nl' } });
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.json()).toEqual({
      theme: expect.objectContaining({ id: 'amsterdam', name: 'Amsterdam City Pass', logo: { wordmark: 'Amsterdam', tagline: 'City Pass', image: { src: expect.stringMatching(/^\/city\/amsterdam-logo\.[0-9a-f]{10}\.svg$/), aspectRatio: 1 } } }),
      // The city's languages, and outside production the teams' pseudo-languages.
      languages: ['en', 'en-XA', 'ar-XB'],
      remotes: [
        { name: 'auth', entry: `${elsewhere.url}/auth/remoteEntry.js` },
        { name: 'attractions', entry: attractionsManifest.replace('mf-manifest.json', 'remoteEntry.js') },
        { name: 'bookings', entry: `${elsewhere.url}/bookings/remoteEntry.js` },
      ],
      analyticsId: 'GTM-ABC123',
      contactUrl: 'https://www.citypass.example/contact',
      customerServicesUrl: 'https://www.citypass.example/customer-services',
      // Outside production a statement without its own contact sends visitors to the contact page.
      accessibility: { contact: 'https://www.citypass.example/contact', reviewed: null, escalation: null },
      offline: true,
    });
  });

  it('answers every client-side route with the shell page, which no cache keeps', async () => {
    const answer = await fetch(`${served.url}/bookings`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>City Pass</title>');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache, no-store');
  });

  it("puts the visitor's session in the page as the session endpoint shows it, and null for a stranger", async () => {
    const sessionIn = async (cookies?: Record<string, string>) => {
      const page = (await http(`${served.url}/attractions`, cookies ? { cookies } : {})).text;
      return JSON.parse(/<script id="app-session" type="application\/json">(.*?)<\/script>/.exec(page)![1]!);
    };
    expect(await sessionIn()).toBeNull();
    const { cookies } = await signInWith(served.url, 'order', { orderNumber: 'CP-100001', email: 'three.passes@example.com' });
    const endpoint = (await http(`${served.url}/api/auth/session`, { cookies })).json();
    expect(await sessionIn(cookies)).toEqual({ ...endpoint, expires: expect.any(String) });
    expect((await sessionIn(cookies)).orderNumber).toBe('CP-100001');
  });

  it("puts the deployment configuration in the page, and has the route's remote entry fetched with it, and no manifest", async () => {
    const page = await (await fetch(`${served.url}/attractions`, { headers: { accept: 'text/html' } })).text();
    const inline = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(inline!)).toEqual((await http(`${served.url}/api/config`)).json());
    expect(page).toContain(`<link rel="preload" href="${attractionsManifest.replace('mf-manifest.json', 'remoteEntry.js')}" as="script">`);
    expect(page).not.toContain(`<link rel="preload" href="${elsewhere.url}/auth/remoteEntry.js"`);
    expect(page).not.toContain('mf-manifest.json');
  });

  it("names in the page the files a remote's manifest lists, once the BFF has read it, without waiting for it", async () => {
    const named = async () => {
      const page = await (await fetch(`${served.url}/attractions`, { headers: { accept: 'text/html' } })).text();
      return JSON.parse(/<script id="app-remote-files" type="application\/json">(.*?)<\/script>/.exec(page)![1]!);
    };
    let files = await named();
    for (let tries = 0; !files.attractions && tries < 50; tries += 1) {
      await new Promise((r) => setTimeout(r, 20));
      files = await named();
    }
    const base = attractionsManifest.replace('mf-manifest.json', '');
    expect(files.attractions).toEqual({ exposes: { AttractionsPage: [`${base}945.0012890eb1.js`] } });
    // The other remotes' server has no manifest for them: the page names nothing for them.
    expect(files.auth).toBeUndefined();
  });

  it("caches hashed chunks and a production build's hashed entry script for a year, and plain-named entry files not at all", async () => {
    for (const hashed of ['230.0123456789.js', 'main.3456789abc.js']) {
      expect((await fetch(`${served.url}/${hashed}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await fetch(`${served.url}/main.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it("serves the page's hashed icon as an image cached for a year", async () => {
    const icon = await fetch(`${served.url}/favicon.456789abcd.svg`, { headers: { accept: 'image/avif,image/webp,image/svg+xml,image/*,*/*;q=0.8' } });
    expect([icon.status, icon.headers.get('content-type'), icon.headers.get('cache-control')]).toEqual([200, 'image/svg+xml', 'public, max-age=31536000, immutable']);
  });

  it('answers unknown API paths with a JSON 404, not the shell page', async () => {
    const answer = await http(`${served.url}/api/nothing-here`);
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({ error_code: 'NOT_FOUND' });
  });

  it('signs a visitor in and forwards their product calls upstream', async () => {
    const { cookies } = await signInWith(served.url, 'order', { orderNumber: 'CP-100001', email: 'three.passes@example.com' });
    const offers = await http(`${served.url}/api/proxy/offers`, { cookies });
    expect(offers.status).toBe(200);
    expect(offers.json().length).toBeGreaterThanOrEqual(10);
    expect(offers.json()[0]).toEqual(expect.objectContaining({ id: expect.anything(), name: expect.any(String) }));

    const anonymous = await http(`${served.url}/api/proxy/offers`);
    expect(anonymous.status).toBe(401);
  });

  it('sets the test-scenario cookie from a page request', async () => {
    const answer = await http(`${served.url}/attractions?testScenario=ADAPTOR_ERROR`);
    expect(answer.setCookies.join('\n')).toMatch(/test-scenario=ADAPTOR_ERROR\.\d+; .*HttpOnly/);
  });
});

describe('BFF configuration', () => {
  it("refuses to start with BRAND, which no longer chooses a look: the settings file's brand does", async () => {
    const env = parseEnv({ NODE_ENV: 'test', BRAND: 'amsterdam', UPSTREAM_URL: 'http://127.0.0.1:9' });
    await expect(createBff(env, pino({ level: 'silent' }))).rejects.toThrow("BRAND: a city's look is its settings file's brand object; remove BRAND (CONFIGURATION.md)");
  });

  // What a production start needs besides the settings each test is about.
  const PRODUCTION_SETTINGS = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-test-secret-that-is-long-enough-000',
    CONTACT_URL: 'https://www.citypass-global.com/contact',
    CUSTOMER_SERVICES_URL: 'https://www.citypass-global.com/customer-services',
    SECURITY_CONTACT: 'mailto:security@citypass-global.com',
    ACCESSIBILITY_CONTACT: 'mailto:accessibility@citypass-global.com',
    ACCESSIBILITY_REVIEWED: '2026-11-20',
  };

  it.each([
    ['without a release registry', {}],
    ['with REMOTES_FILE', { RELEASE_REGISTRY_FILE: 'releases-registry.json', REMOTES_FILE: 'remotes.json' }],
  ])('refuses to start in production %s, where no remote could load', async (_label, settings) => {
    const env = parseEnv({
      ...PRODUCTION_SETTINGS,
      UPSTREAM_URL: 'http://127.0.0.1:9',
      ...settings,
    });
    await expect(createBff(env, pino({ level: 'silent' }))).rejects.toThrow('In production remotes load only as promoted releases');
  });

  it('refuses to start in production without UPSTREAM_URL, before any embedded service with demo orders starts', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'citypass-bff-')), 'data');
    const env = parseEnv({
      ...PRODUCTION_SETTINGS,
      RELEASE_REGISTRY_FILE: 'releases-registry.json',
      UPSTREAM_PORT: '0',
      DATA_DIR: dataDir,
    });
    await expect(createBff(env, pino({ level: 'silent' }))).rejects.toThrow(
      "The settings do not allow a start:\n  UPSTREAM_URL must be set in production: the city's reservations service",
    );
    expect(existsSync(dataDir)).toBe(false);
    rmSync(dirname(dataDir), { recursive: true, force: true });
  });

  it('refuses to start in production with placeholder contact links', async () => {
    const env = parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'a-test-secret-that-is-long-enough-000', UPSTREAM_URL: 'http://127.0.0.1:9' });
    await expect(createBff(env, pino({ level: 'silent' }))).rejects.toThrow(
      '  Contact links must be https on a real host in production: contactUrl (CONTACT_URL): https://www.citypass.example/contact is on a placeholder host (www.citypass.example)\n' +
        '  Contact links must be https on a real host in production: customerServicesUrl (CUSTOMER_SERVICES_URL): https://www.citypass.example/customer-services is on a placeholder host (www.citypass.example)',
    );
  });
});
