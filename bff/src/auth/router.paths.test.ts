import { csrfPair } from './testing/auth-flow';
import { http } from './testing/http';
import { startAuthApp, TEST_PUBLIC_URL, type RunningAuthApp } from './testing/auth-test-server';
import type { UpstreamAuthClient } from './upstream-auth-client';
import { rawRequest } from '../security/testing/raw-request';

// Which paths and methods are which action: as the reference reads them (its catch-all route),
// from the first two non-empty path segments as sent, ignoring the rest; every other
// method or action is the protocol's 400.
const upstream: UpstreamAuthClient = {
  signInWithOrder: async () => ({ ok: false, status: 401, error_code: 'ORDER_NOT_FOUND' }),
  signInWithMagicLink: async () => ({ ok: false, status: 401, error_code: 'TOKEN_EXPIRED' }),
};
const unsupported = (method: string) => `Error: This action with HTTP ${method} is not supported by NextAuth.js`;

let app: RunningAuthApp;
beforeAll(async () => {
  app = await startAuthApp({ upstream });
});
afterAll(() => app.close());

const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest(app.url, { method, path: `/api/auth${path}`, headers });

test.each(['/csrf/', '/csrf/anything/else', '//csrf', '/csrf//x'])('GET %s is the csrf action', async (path) => {
  const answer = await send('GET', path);
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.text)).toEqual({ csrfToken: expect.stringMatching(/^[0-9a-f]{64}$/) });
});

test.each([
  ['GET', '/CSRF'],
  ['GET', '/%63srf'],
  ['GET', '/csrfx'],
  ['HEAD', '/csrf'],
  ['HEAD', '/session'],
  ['PUT', '/session'],
  ['DELETE', '/signout'],
  ['OPTIONS', '/providers'],
  ['GET', '/_log'],
  ['POST', '/csrf'],
  ['POST', '/providers'],
  ['POST', '/error'],
  ['POST', '/callback'],
  ['POST', '/callback/nope'],
  ['POST', '/callback/magic%2Dlink%2Dtoken'],
  ['GET', '/callback/ORDER'],
])('%s %s answers the unsupported-action 400 without cookies', async (method, path) => {
  const answer = await send(method, path);
  expect(answer.status).toBe(400);
  if (method !== 'HEAD') expect(answer.text).toBe(unsupported(method));
  expect(answer.headers['set-cookie']).toBeUndefined();
});

test('GET of a known credentials callback is the protocol’s 500 text, extra segments and all', async () => {
  for (const path of ['/callback/order', '/callback/magic-link-token/extra']) {
    const answer = await send('GET', path);
    expect([answer.status, answer.text]).toEqual([500, 'Error: Callback for provider type credentials not supported']);
  }
});

test('POST signin/{id} and callback/{id} read the provider id from the second segment', async () => {
  const { csrfToken, cookies } = await csrfPair(app.url);
  const signIn = await http(`${app.url}/api/auth/signin/order/extra`, { form: { csrfToken, json: 'true' }, cookies });
  expect(signIn.json()).toEqual({ url: `${TEST_PUBLIC_URL}/api/auth/signin` });
  const callback = await http(`${app.url}/api/auth//callback//order`, {
    form: { orderNumber: 'CP-1', email: 'a@example.com', csrfToken, json: 'true' },
    cookies,
  });
  expect(callback.status).toBe(401);
  expect(callback.json()).toEqual({ url: `${TEST_PUBLIC_URL}/api/auth/error?error=ORDER_NOT_FOUND&provider=order` });
});

test('the assertions run before the action is known: an unknown action with a bad callbackUrl is a configuration error', async () => {
  const answer = await send('HEAD', '/nope?callbackUrl=javascript:alert(1)');
  expect(answer.status).toBe(500);
  const get = await send('GET', '/nope?callbackUrl=javascript:alert(1)');
  expect(JSON.parse(get.text)).toEqual({
    message: 'There is a problem with the server configuration. Check the server logs for more information.',
  });
});
