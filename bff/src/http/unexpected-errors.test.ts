import { TEST_STATEMENT } from '@citypass/contracts/testing';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import express, { type RequestHandler } from 'express';
import pino from 'pino';
import { createApp } from '../app';
import { csrfPair } from '../auth/testing/auth-flow';
import { http } from '../auth/testing/http';
import { createAuthRouter } from '../auth/router';
import { createSessionCodec } from '../auth/session-token';
import { createLanguageChoice } from '../languages/language-choice';
import { createProxyRouter } from '../proxy/router';
import { serve, type Served } from '../proxy/testing/serve';
import { testLook } from '../testing/test-look';

// Whatever router fails, the visitor gets the catalogue's generic answer and the operator a log
// line that names the failure without its stack or anything secret the error carried.
const SECRET = 'unexpected-errors-secret-0123456789abcdef';
const TOKEN = 'upstream-access-token-that-must-stay-private';
const failure = (where: string) => new Error(`${where} failed with ${SECRET} and ${TOKEN}`);
const rejecting = (where: string) => () => Promise.reject(failure(where));
const passThrough: RequestHandler = (_req, _res, next) => next();

let served: Served;
let shellDir: string;
const logs: string[] = [];

beforeAll(async () => {
  shellDir = mkdtempSync(join(tmpdir(), 'citypass-errors-'));
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: 'debug' }, sink);
  const remotes = () => ({
    manifests: { auth: 'http://127.0.0.1:9/auth.json', attractions: 'http://127.0.0.1:9/a.json', bookings: 'http://127.0.0.1:9/b.json' },
    releases: {},
    canaries: {},
  });
  const app = createApp({
    logger,
    trustProxy: ['loopback'],
    observeRequests: () => passThrough,
    look: await testLook(),
    languages: ['en'],
    languageChoice: createLanguageChoice({ offered: ['en'], secureCookie: false }),
    publicUrl: 'http://localhost:8080',
    releases: {
      routes: { healthReports: express.Router(), api: null, previewOpen: express.Router(), previewEnd: express.Router(), page: express.Router() },
      remotes, pageReleases: async () => ({ ...remotes(), previewed: [] }), healthToken: async () => 'token' },
    integrityEnforced: false,
    analyticsId: null,
    contactUrl: 'https://www.citypass.example/contact',
    customerServicesUrl: 'https://www.citypass.example/customer-services',
    accessibility: TEST_STATEMENT,
    offline: true,
    shellDir,
    auth: createAuthRouter({
      publicUrl: 'http://localhost:8080',
      secret: SECRET,
      codec: createSessionCodec(SECRET),
      logger,
      upstream: { signInWithOrder: rejecting('the sign-in call'), signInWithMagicLink: rejecting('the sign-in call') },
      pageLanguage: () => 'en',
    }),
    proxy: createProxyRouter({ upstreamUrl: 'http://127.0.0.1:9', timeoutMs: 1000, getUpstreamAuth: rejecting('reading the session'), logger }),
    crawlerFiles: passThrough,
    scenarioMiddleware: passThrough,
    crossOriginWrites: passThrough,
    securityHeaders: passThrough,
    devServerPolicy: () => "default-src 'self'",
    remoteFiles: { peek: () => ({}), settled: () => Promise.resolve() },
    publicSession: rejecting('reading the page session'),
    healthReportRateLimit: passThrough,
    dependencies: () => ({}),
  });
  served = await serve(app);
});

afterAll(async () => {
  await served?.close();
  rmSync(shellDir, { recursive: true, force: true });
});

beforeEach(() => {
  logs.length = 0;
});

const requests: Array<[string, () => ReturnType<typeof http>]> = [
  [
    'the auth router (a sign-in whose upstream call throws)',
    async () => {
      const { csrfToken, cookies } = await csrfPair(served.url);
      const form = { orderNumber: 'CP-100001', email: 'visitor@example.com', csrfToken, json: 'true' };
      return http(`${served.url}/api/auth/callback/order`, { form, cookies });
    },
  ],
  ['the proxy (reading the session throws)', () => http(`${served.url}/api/proxy/offers`)],
  ['the shell page (reading the session throws)', () => http(`${served.url}/attractions`)],
];

describe.each(requests)('an unexpected error in %s', (_where, send) => {
  it('answers 500 with the catalogue code SOMETHING_WRONG and nothing else', async () => {
    const answer = await send();
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({ error_code: 'SOMETHING_WRONG' });
  });

  it('logs one error line naming the request, without the stack, the message or any secret', async () => {
    await send();
    const errorLines = logs.filter((line) => JSON.parse(line).level >= 50);
    expect(errorLines).toHaveLength(1);
    expect(JSON.parse(errorLines[0]!)).toMatchObject({ msg: 'request failed', error: 'Error', method: expect.any(String), path: expect.any(String) });
    for (const line of logs) {
      expect(line).not.toContain(SECRET);
      expect(line).not.toContain(TOKEN);
      expect(line).not.toMatch(/\bat .+:\d+:\d+/);
      expect(line).not.toContain('"stack"');
    }
  });
});
