import { createHash, hkdfSync } from 'node:crypto';
import { compactDecrypt, decodeProtectedHeader } from 'jose';
import { createUpstreamClient } from '../upstream-client/client';
import { csrfPair, signInWith } from './testing/auth-flow';
import { serveAuthWithUpstream, startAuthApp, TEST_PUBLIC_URL, TEST_SECRET } from './testing/auth-test-server';
import { cookieValue, http, jarFrom, setCookieLine } from './testing/http';

// The protocol page's server conformance checks 1-21, with our providers and pages in place of the
// reference's `credentials` provider and built-in pages (see AUTH.md).
const B = `${TEST_PUBLIC_URL}/api/auth`;
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const GOOD = { orderNumber: 'CP-100001', email: 'three.passes@example.com' };
const CONFIG_MESSAGE = 'There is a problem with the server configuration. Check the server logs for more information.';

const served = serveAuthWithUpstream();

const url = (path: string) => `${served.app.url}/api/auth${path}`;

async function signedIn(): Promise<{ cookies: Record<string, string>; csrfToken: string }> {
  const { answer, cookies, csrfToken } = await signInWith(served.app.url, 'order', GOOD);
  expect(answer.status).toBe(200);
  return { cookies, csrfToken };
}

test('1. GET /csrf mints a token and its double-submit cookie', async () => {
  const answer = await http(url('/csrf'));
  expect(answer.status).toBe(200);
  const { csrfToken } = answer.json();
  expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
  const hash = createHash('sha256').update(`${csrfToken}${TEST_SECRET}`).digest('hex');
  expect(setCookieLine(answer, 'next-auth.csrf-token')).toBe(
    `next-auth.csrf-token=${csrfToken}%7C${hash}; Path=/; HttpOnly; SameSite=Lax`,
  );
  expect(answer.headers.get('cache-control')).toBe('private, no-cache, no-store');
  expect(answer.headers.get('pragma')).toBe('no-cache');
  expect(answer.headers.get('expires')).toBe('0');
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
});

test('2. GET /csrf with a valid cookie reuses its token and sets no CSRF cookie', async () => {
  const { csrfToken, cookies } = await csrfPair(served.app.url);
  const answer = await http(url('/csrf'), { cookies });
  expect(answer.json()).toEqual({ csrfToken });
  expect(setCookieLine(answer, 'next-auth.csrf-token')).toBeUndefined();
});

test('3. GET /csrf with a cookie whose hash is wrong mints a new token', async () => {
  const answer = await http(url('/csrf'), { cookies: { 'next-auth.csrf-token': 'abc|bad' } });
  const { csrfToken } = answer.json();
  expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
  expect(cookieValue(setCookieLine(answer, 'next-auth.csrf-token'))).toMatch(new RegExp(`^${csrfToken}\\|[0-9a-f]{64}$`));
});

test('4. GET /providers lists both credentials providers with absolute URLs and sets no cookie', async () => {
  const answer = await http(url('/providers'));
  expect(answer.status).toBe(200);
  expect(answer.json()).toEqual({
    order: {
      id: 'order',
      name: 'Order number and e-mail',
      type: 'credentials',
      signinUrl: `${B}/signin/order`,
      callbackUrl: `${B}/callback/order`,
    },
    'magic-link-token': {
      id: 'magic-link-token',
      name: 'Magic link',
      type: 'credentials',
      signinUrl: `${B}/signin/magic-link-token`,
      callbackUrl: `${B}/callback/magic-link-token`,
    },
  });
  expect(answer.setCookies).toEqual([]);
  expect(answer.headers.get('cache-control')).toBeNull();
});

test('5. GET /session without a cookie answers {} with the no-cache headers', async () => {
  const answer = await http(url('/session'));
  expect(answer.status).toBe(200);
  expect(answer.json()).toEqual({});
  expect(answer.headers.get('cache-control')).toBe('private, no-cache, no-store');
  expect(answer.headers.get('pragma')).toBe('no-cache');
  expect(answer.headers.get('expires')).toBe('0');
});

test('6. a good credentials sign-in answers the callback URL and sets a 30-day JWE session cookie', async () => {
  const before = Date.now();
  const { answer } = await signInWith(served.app.url, 'order', GOOD, { callbackUrl: '/passes' });
  expect(answer.status).toBe(200);
  expect(answer.json()).toEqual({ url: `${TEST_PUBLIC_URL}/passes` });
  const line = setCookieLine(answer, 'next-auth.session-token');
  const token = cookieValue(line) ?? '';
  expect(token.split('.')).toHaveLength(5);
  expect(token.split('.')[1]).toBe('');
  expect(line).toMatch(/; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
  const expires = Date.parse(/Expires=([^;]+)/.exec(line ?? '')?.[1] ?? '');
  expect(Math.abs(expires - (before + THIRTY_DAYS_MS))).toBeLessThan(5000);
});

test('7. the session cookie decrypts with the HKDF key: dir/A256GCM, 30-day lifetime, jti and sub', async () => {
  const { answer } = await signInWith(served.app.url, 'order', GOOD);
  const token = cookieValue(setCookieLine(answer, 'next-auth.session-token')) ?? '';
  expect(decodeProtectedHeader(token)).toEqual({ alg: 'dir', enc: 'A256GCM' });
  const key = new Uint8Array(hkdfSync('sha256', TEST_SECRET, '', 'NextAuth.js Generated Encryption Key', 32));
  const { plaintext } = await compactDecrypt(token, key);
  const claims = JSON.parse(new TextDecoder().decode(plaintext));
  expect(claims.exp - claims.iat).toBe(2_592_000);
  expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
  expect(claims.sub).toBe('CP-100001');
  expect(claims).toMatchObject({ name: 'CP-100001', email: 'three.passes@example.com', orderNumber: 'CP-100001' });
  expect(typeof claims.upstream.accessToken).toBe('string');
});

test('8. GET /session with the cookie answers the public session and re-issues the cookie', async () => {
  const { cookies } = await signedIn();
  const before = Date.now();
  const answer = await http(url('/session'), { cookies });
  expect(answer.status).toBe(200);
  const session = answer.json();
  expect(session).toEqual({
    user: { name: 'CP-100001', email: 'three.passes@example.com' },
    orderNumber: 'CP-100001',
    passes: ['100000000011', '100000000012', '100000000013'].map((pass_number) => ({
      pass_number,
      valid_from: expect.any(String),
      valid_until: expect.any(String),
    })),
    expires: expect.any(String),
  });
  expect(Math.abs(Date.parse(session.expires) - (before + THIRTY_DAYS_MS))).toBeLessThan(5000);
  expect(answer.text).not.toContain('accessToken');
  const reissued = cookieValue(setCookieLine(answer, 'next-auth.session-token'));
  expect(reissued?.split('.')).toHaveLength(5);
  expect(reissued).not.toBe(cookies['next-auth.session-token']);
  expect(answer.headers.get('cache-control')).toBe('private, no-cache, no-store');
});

test('9. wrong credentials in json mode answer 401 with the error URL and no session cookie', async () => {
  const { answer } = await signInWith(served.app.url, 'order', { ...GOOD, email: 'someone.else@example.com' });
  expect(answer.status).toBe(401);
  expect(answer.json()).toEqual({ url: `${B}/error?error=ORDER_NOT_FOUND&provider=order` });
  expect(setCookieLine(answer, 'next-auth.session-token')).toBeUndefined();
});

test('10. wrong credentials without json redirect to the error URL', async () => {
  const { answer } = await signInWith(served.app.url, 'order', { ...GOOD, email: 'someone.else@example.com' }, { json: false });
  expect(answer.status).toBe(302);
  expect(answer.headers.get('location')).toBe(`${B}/error?error=ORDER_NOT_FOUND&provider=order`);
});

test('11. a credentials sign-in whose token does not match the cookie is refused with 403', async () => {
  const { cookies } = await csrfPair(served.app.url);
  const answer = await http(url('/callback/order'), {
    cookies,
    form: { ...GOOD, csrfToken: 'f'.repeat(64), callbackUrl: '/passes', json: 'true' },
  });
  expect(answer.status).toBe(403);
  expect(answer.json()).toEqual({ url: `${B}/signin?csrf=true` });
  expect(setCookieLine(answer, 'next-auth.session-token')).toBeUndefined();
});

test('12. a foreign callback URL is replaced by the origin', async () => {
  const { answer } = await signInWith(served.app.url, 'order', GOOD, { callbackUrl: 'https://evil.example/x' });
  expect(answer.json()).toEqual({ url: TEST_PUBLIC_URL });
  expect(answer.setCookies.join('\n')).not.toContain('evil');
});

test('13. a query callbackUrl that is not http(s) is a configuration error (INVALID_CALLBACK_URL_ERROR)', async () => {
  const page = await http(url('/signin?callbackUrl=javascript:alert(1)'));
  expect(page.status).toBe(302);
  expect(page.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/error?error=Configuration`);
  const session = await http(url('/session?callbackUrl=javascript:alert(1)'));
  expect(session.status).toBe(500);
  expect(session.json()).toEqual({ message: CONFIG_MESSAGE });
  expect(session.setCookies).toEqual([]);
  expect(served.app.logs).toContainEqual(expect.objectContaining({ level: 50, code: 'INVALID_CALLBACK_URL_ERROR' }));
});

test('14. POST /signout with a valid pair deletes the session and answers the callback URL', async () => {
  const { cookies, csrfToken } = await signedIn();
  const answer = await http(url('/signout'), { cookies, form: { csrfToken, callbackUrl: '/bye', json: 'true' } });
  expect(answer.status).toBe(200);
  expect(answer.json()).toEqual({ url: `${TEST_PUBLIC_URL}/bye` });
  expect(setCookieLine(answer, 'next-auth.session-token')).toBe(
    'next-auth.session-token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
  );
});

test('15. POST /signout with a bad token leaves the session cookie alone', async () => {
  const { cookies } = await signedIn();
  const answer = await http(url('/signout'), { cookies, form: { csrfToken: 'nope', json: 'true' } });
  expect(answer.json()).toEqual({ url: `${B}/signout?csrf=true` });
  expect(setCookieLine(answer, 'next-auth.session-token')).toBeUndefined();
});

test('16. POST /session updates with a valid token (no cache headers) and answers 400 {} without', async () => {
  const { cookies, csrfToken } = await signedIn();
  const updated = await http(url('/session'), { cookies, json: { csrfToken, data: { orderNumber: 'CP-999999' } } });
  expect(updated.status).toBe(200);
  expect(updated.json()).toMatchObject({ user: { name: 'CP-100001' }, orderNumber: 'CP-100001' });
  expect(updated.headers.get('cache-control')).toBeNull();
  expect(setCookieLine(updated, 'next-auth.session-token')).toBeDefined();

  const refused = await http(url('/session'), { cookies, json: { csrfToken: 'wrong', data: {} } });
  expect(refused.status).toBe(400);
  expect(refused.json()).toEqual({});
  expect(setCookieLine(refused, 'next-auth.session-token')).toBeUndefined();
});

test('17. GET /session with a tampered token answers {} and deletes the cookie', async () => {
  const { cookies } = await signedIn();
  const token = cookies['next-auth.session-token'] ?? '';
  const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  const answer = await http(url('/session'), { cookies: { ...cookies, 'next-auth.session-token': tampered } });
  expect(answer.status).toBe(200);
  expect(answer.json()).toEqual({});
  expect(setCookieLine(answer, 'next-auth.session-token')).toMatch(/^next-auth\.session-token=; Max-Age=0;/);
});

test('18. POST /_log needs no CSRF token', async () => {
  const answer = await http(url('/_log'), { form: { level: 'error', code: 'CLIENT_FETCH_ERROR' } });
  expect(answer.status).toBe(200);
  expect(answer.json()).toEqual({});
});

test('19. GET /error sends sign-in errors to the sign-in route and the rest to our error page', async () => {
  const inline = await http(url('/error?error=CredentialsSignin'));
  expect(inline.status).toBe(302);
  expect(inline.headers.get('location')).toBe(`${B}/signin?error=CredentialsSignin`);
  for (const error of ['AccessDenied', 'Configuration', 'ORDER_NOT_FOUND']) {
    const page = await http(url(`/error?error=${error}`));
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/error?error=${error}`);
  }
  const signIn = await http(url('/signin?error=CredentialsSignin'));
  expect(signIn.headers.get('location')).toBe(
    `${TEST_PUBLIC_URL}/?callbackUrl=${encodeURIComponent(TEST_PUBLIC_URL)}&error=CredentialsSignin`,
  );
});

test('20. an unknown action answers 400 text without cookies', async () => {
  const answer = await http(url('/foo'));
  expect(answer.status).toBe(400);
  expect(answer.text).toBe('Error: This action with HTTP GET is not supported by NextAuth.js');
  expect(answer.setCookies).toEqual([]);
  const unknownProvider = await http(url('/callback/nope'), { form: { json: 'true' } });
  expect(unknownProvider.status).toBe(400);
  expect(unknownProvider.text).toBe('Error: This action with HTTP POST is not supported by NextAuth.js');
});

test('21. an https public URL gives secure cookie names, all with Secure', async () => {
  const secureApp = await startAuthApp({
    publicUrl: 'https://citypass.example',
    upstream: createUpstreamClient({ baseUrl: served.upstream.url, timeoutMs: 5000 }),
  });
  try {
    const { answer } = await signInWith(secureApp.url, 'order', GOOD);
    expect(answer.json()).toEqual({ url: 'https://citypass.example/passes' });
    const csrf = await http(`${secureApp.url}/api/auth/csrf`);
    const lines = [
      setCookieLine(csrf, '__Host-next-auth.csrf-token'),
      setCookieLine(csrf, '__Secure-next-auth.callback-url'),
      setCookieLine(answer, '__Secure-next-auth.session-token'),
    ];
    for (const line of lines) expect(line?.split('; ').slice(1)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']));
    const session = await http(`${secureApp.url}/api/auth/session`, { cookies: jarFrom(answer) });
    expect(session.json()).toMatchObject({ orderNumber: 'CP-100001' });
  } finally {
    await secureApp.close();
  }
});
