import { createUpstreamClient, type UpstreamClient } from '../upstream-client/client';
import { startTempUpstream, type TempUpstream } from '@citypass/reservations-service/testing';
import { signInWith } from './testing/auth-flow';
import { startAuthApp, TEST_PUBLIC_URL, type RunningAuthApp } from './testing/auth-test-server';
import { http, jarFrom, setCookieLine } from './testing/http';
import type { UpstreamAuthClient } from './upstream-auth-client';

const B = `${TEST_PUBLIC_URL}/api/auth`;

let upstream: TempUpstream;
let client: UpstreamClient;
let app: RunningAuthApp;

beforeAll(async () => {
  upstream = await startTempUpstream();
  client = createUpstreamClient({ baseUrl: upstream.url, timeoutMs: 5000 });
  // Tests pick a test scenario with a header; the deployment reads its scenario cookie instead.
  app = await startAuthApp({ upstream: client, scenarioOf: (req) => req.headers['x-scenario-for-test'] as string | undefined });
});

afterAll(async () => {
  await app.close();
  await upstream.dispose();
});

const url = (path: string) => `${app.url}/api/auth${path}`;

describe('order sign-in, session, update and sign-out', () => {
  test('a visitor signs in, reads and updates the session, then signs out', async () => {
    const { answer, cookies, csrfToken } = await signInWith(app.url, 'order', {
      orderNumber: 'CP-100002',
      email: 'One.Pass@example.com',
    });
    expect(answer.json()).toEqual({ url: `${TEST_PUBLIC_URL}/passes` });

    const session = await http(url('/session'), { cookies });
    expect(session.json()).toMatchObject({
      user: { name: 'CP-100002', email: 'one.pass@example.com' },
      orderNumber: 'CP-100002',
      passes: [{ pass_number: '100000000021' }],
    });

    const updated = await http(url('/session'), { cookies: jarFrom(session, cookies), json: { csrfToken, data: null } });
    expect(updated.json()).toMatchObject({ orderNumber: 'CP-100002' });

    const signedOut = await http(url('/signout'), {
      cookies: jarFrom(updated, cookies),
      form: { csrfToken, callbackUrl: `${TEST_PUBLIC_URL}/`, json: 'true' },
    });
    expect(signedOut.json()).toEqual({ url: `${TEST_PUBLIC_URL}/` });
    const after = await http(url('/session'), { cookies: jarFrom(signedOut, cookies) });
    expect(after.json()).toEqual({});
  });

  test('POST /signin/{provider} answers the protocol redirects for credentials providers', async () => {
    const { cookies, csrfToken } = await signInWith(app.url, 'order', { orderNumber: 'x', email: 'x@example.com' });
    const known = await http(url('/signin/order'), { cookies, form: { csrfToken, json: 'true' } });
    expect(known.json()).toEqual({ url: `${B}/signin` });
    const unknown = await http(url('/signin/nope'), { cookies, form: { csrfToken, json: 'true' } });
    expect(unknown.json()).toEqual({ url: `${B}/signin?csrf=true` });
  });

  test('GET /callback/{provider} is not a sign-in', async () => {
    const answer = await http(url('/callback/order'));
    expect(answer.status).toBe(500);
    expect(answer.text).toBe('Error: Callback for provider type credentials not supported');
  });

  test('GET /signout sends the visitor to the home and sign-in page with the callback URL', async () => {
    const answer = await http(url('/signout?callbackUrl=%2Fbookings'));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(
      `${TEST_PUBLIC_URL}/?callbackUrl=${encodeURIComponent(`${TEST_PUBLIC_URL}/bookings`)}`,
    );
  });
});

describe('magic-link sign-in', () => {
  test('a fresh token signs in once; the second use answers TOKEN_EXPIRED', async () => {
    const issued = await client.issueMagicLink({ orderNumber: 'CP-100003', email: 'four.passes@example.com' });
    if (!issued.ok) throw new Error(issued.error_code);
    const fields = { magicLinkToken: issued.value.token };

    const first = await signInWith(app.url, 'magic-link-token', fields, { callbackUrl: '/attractions' });
    expect(first.answer.status).toBe(200);
    expect(first.answer.json()).toEqual({ url: `${TEST_PUBLIC_URL}/attractions` });
    const session = await http(url('/session'), { cookies: first.cookies });
    expect(session.json()).toMatchObject({ orderNumber: 'CP-100003' });
    expect(session.json().passes).toHaveLength(4);

    const second = await signInWith(app.url, 'magic-link-token', fields);
    expect(second.answer.status).toBe(401);
    expect(second.answer.json()).toEqual({ url: `${B}/error?error=TOKEN_EXPIRED&provider=magic-link-token` });
    // A magic-link token is a credential: neither a sign-in nor its refusal may write it to a log.
    expect(app.logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(app.logs)).not.toContain(issued.value.token);
  });
});

describe('failing sign-ins answer 401 with the upstream code', () => {
  test.each([
    ['CP-100004', 'cancelled@example.com', 'ORDER_CANCELLED'],
    ['CP-100005', 'unverified@example.com', 'UNVERIFIED_EMAIL'],
    ['CP-100006', 'registering@example.com', 'AUTH-007'],
    ['CP-100007', 'too.large@example.com', 'AUTH-006'],
    ['CP-999999', 'three.passes@example.com', 'ORDER_NOT_FOUND'],
  ])('order %s answers %s', async (orderNumber, email, code) => {
    const { answer } = await signInWith(app.url, 'order', { orderNumber, email });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({ url: `${B}/error?error=${code}&provider=order` });
    expect(setCookieLine(answer, 'next-auth.session-token')).toBeUndefined();
  });

  test('the AUTH-008 test scenario is forwarded to the upstream sign-in', async () => {
    const csrf = await http(url('/csrf'));
    const cookies = jarFrom(csrf);
    const response = await fetch(url('/callback/order'), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: Object.entries(cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
        'x-scenario-for-test': 'AUTH-008',
      },
      body: new URLSearchParams({
        orderNumber: 'CP-100001',
        email: 'three.passes@example.com',
        csrfToken: csrf.json().csrfToken,
        json: 'true',
      }).toString(),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ url: `${B}/error?error=AUTH-008&provider=order` });
  });

  test('fields that fail validation answer CredentialsSignin', async () => {
    const { answer } = await signInWith(app.url, 'order', { orderNumber: 'CP-100001', email: 'not-an-email' });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({ url: `${B}/error?error=CredentialsSignin&provider=order` });
    const noToken = await signInWith(app.url, 'magic-link-token', {});
    expect(noToken.answer.json()).toEqual({ url: `${B}/error?error=CredentialsSignin&provider=magic-link-token` });
  });
});

describe('upstream outcomes beyond the seeded data', () => {
  const refusing = (status: number, error_code: string): UpstreamAuthClient => ({
    signInWithOrder: async () => ({ ok: false, status, error_code }),
    signInWithMagicLink: async () => ({ ok: false, status, error_code }),
  });

  test.each([
    [403, 'AUTH-002', 401, 'AUTH-002'],
    [403, 'AUTH-003', 401, 'AUTH-003'],
    [401, '<script>', 401, 'SOMETHING_WRONG'],
    [502, 'UPSTREAM_UNAVAILABLE', 503, 'UPSTREAM_UNAVAILABLE'],
    [504, 'UPSTREAM_TIMEOUT', 503, 'UPSTREAM_TIMEOUT'],
  ])('upstream %i %s answers %i with %s', async (status, code, expectedStatus, expectedError) => {
    const stubbed = await startAuthApp({ upstream: refusing(status, code) });
    try {
      const { answer } = await signInWith(stubbed.url, 'order', { orderNumber: 'CP-1', email: 'a@example.com' });
      expect(answer.status).toBe(expectedStatus);
      expect(answer.json()).toEqual({ url: `${B}/error?error=${expectedError}&provider=order` });
    } finally {
      await stubbed.close();
    }
  });

  test('an upstream that is down answers 503 UPSTREAM_UNAVAILABLE', async () => {
    const down = await startTempUpstream();
    const downUrl = down.url;
    await down.dispose();
    const stubbed = await startAuthApp({ upstream: createUpstreamClient({ baseUrl: downUrl, timeoutMs: 2000 }) });
    try {
      const { answer } = await signInWith(stubbed.url, 'order', { orderNumber: 'CP-100001', email: 'a@example.com' });
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({ url: `${B}/error?error=UPSTREAM_UNAVAILABLE&provider=order` });
    } finally {
      await stubbed.close();
    }
  });
});

describe('sessions across restarts', () => {
  test('a new router with the same secret keeps the session; another secret signs the visitor out', async () => {
    const { cookies } = await signInWith(app.url, 'order', { orderNumber: 'CP-100001', email: 'three.passes@example.com' });

    const restarted = await startAuthApp({ upstream: client });
    const rotated = await startAuthApp({ upstream: client, secret: 'another-secret-0123456789abcdef0123456789' });
    try {
      const kept = await http(`${restarted.url}/api/auth/session`, { cookies });
      expect(kept.json()).toMatchObject({ orderNumber: 'CP-100001' });

      const rejected = await http(`${rotated.url}/api/auth/session`, { cookies });
      expect(rejected.json()).toEqual({});
      expect(setCookieLine(rejected, 'next-auth.session-token')).toMatch(/=; Max-Age=0;/);
      // The CSRF cookie of the old secret no longer verifies either: a new one is minted.
      expect(setCookieLine(rejected, 'next-auth.csrf-token')).toBeDefined();
    } finally {
      await restarted.close();
      await rotated.close();
    }
  });

  test('a session past its 30 days is treated as signed out', async () => {
    const { cookies } = await signInWith(app.url, 'order', { orderNumber: 'CP-100001', email: 'three.passes@example.com' });
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    const future = await startAuthApp({ upstream: client, now: () => later });
    try {
      const answer = await http(`${future.url}/api/auth/session`, { cookies });
      expect(answer.json()).toEqual({});
      expect(setCookieLine(answer, 'next-auth.session-token')).toMatch(/=; Max-Age=0;/);
    } finally {
      await future.close();
    }
  });
});
