import { signInWith } from './auth/testing/auth-flow';
import { cookieValue, http, setCookieLine } from './auth/testing/http';
import { DEMO_ORDER, serveBffWithVisitor } from './security/testing/test-bff';

// The product calls and the session read through the whole BFF: what every answer carries, the
// paths Express takes for them, and the session read once per cookie value letting in no one.
const SESSION = 'next-auth.session-token';
const served = serveBffWithVisitor();

const offers = (path = '/api/proxy/offers', init: RequestInit & { cookies?: Record<string, string> } = {}) =>
  fetch(`${served.app.url}${path}`, {
    ...init,
    headers: { cookie: Object.entries(init.cookies ?? served.visitor).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '), ...init.headers },
  });

test('a product call carries what an API answer of the app carries: its security headers, a request id, no-store, compression', async () => {
  const answer = await offers('/api/proxy/offers', { headers: { 'accept-encoding': 'gzip' } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('x-powered-by')).toBeNull();
  expect(answer.headers.get('content-encoding')).toBe('gzip');
  // fetch inflates it: what arrives is the upstream's JSON.
  expect(await answer.json()).toEqual(expect.any(Array));
});

test('its duration is counted under the call template, and a path outside the calls as unmatched', async () => {
  await offers('/api/proxy/offers');
  await offers('/api/proxy/no-such-call');
  const metrics = await served.app.bff.metrics.registry.metrics();
  expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/proxy\/offers",status_code="200"\} [1-9]/);
  expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} [1-9]/);
});

test('paths are matched in any case, with one trailing slash, HEAD as GET; a look-alike path is no call', async () => {
  expect((await offers('/API/Proxy/Offers')).status).toBe(200);
  expect((await offers('/api/proxy/offers/')).status).toBe(200);
  const head = await offers('/api/proxy/offers', { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(await head.text()).toBe('');
  const lookAlike = await offers('/api/proxyoffers');
  expect(lookAlike.status).toBe(404);
  expect(await lookAlike.json()).toEqual({ error_code: 'NOT_FOUND' });
});

test('a parameter that cannot be decoded is refused as a bad request', async () => {
  const answer = await offers('/api/proxy/offers/%E0%A4%A');
  expect(answer.status).toBe(400);
  expect(await answer.json()).toEqual({ error_code: 'INVALID_REQUEST' });
});

test('the session read carries the protocol\'s headers and a re-issued cookie, and is counted under its action', async () => {
  const answer = await http(`${served.app.url}/api/auth/session?callbackUrl=%2Fbookings`, { cookies: served.visitor });
  expect(answer.status).toBe(200);
  expect(answer.json()).toMatchObject({ user: { email: DEMO_ORDER.email }, expires: expect.any(String) });
  expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.headers.get('cache-control')).toBe('private, no-cache, no-store');
  expect(setCookieLine(answer, SESSION)).toMatch(/HttpOnly; SameSite=Lax/);
  const metrics = await served.app.bff.metrics.registry.metrics();
  expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/session",status_code="200"\} [1-9]/);
});

describe('the session read once per cookie value', () => {
  test('a re-issued cookie works at once, and the one it replaced until its own expiry', async () => {
    expect((await offers()).status).toBe(200);
    const session = await http(`${served.app.url}/api/auth/session`, { cookies: served.visitor });
    const rotated = cookieValue(setCookieLine(session, SESSION));
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(served.visitor[SESSION]);
    expect((await offers('/api/proxy/offers', { cookies: { [SESSION]: rotated! } })).status).toBe(200);
    expect((await offers()).status).toBe(200);
  });

  test('after sign-out, or with a remembered cookie changed by one character, the proxy answers 401', async () => {
    const own = (await signInWith(served.app.url, 'order', DEMO_ORDER)).cookies;
    expect((await offers('/api/proxy/offers', { cookies: own })).status).toBe(200);
    const signOut = await http(`${served.app.url}/api/auth/signout`, { cookies: own, form: { csrfToken: await csrfOf(own), json: 'true' } });
    expect(setCookieLine(signOut, SESSION)).toMatch(/Max-Age=0/);
    const { [SESSION]: _deleted, ...signedOut } = own;
    expect((await offers('/api/proxy/offers', { cookies: signedOut })).status).toBe(401);
    // The ciphertext's first character (a token's last one may only carry padding bits).
    const parts = own[SESSION]!.split('.');
    parts[3] = `${parts[3]!.startsWith('A') ? 'B' : 'A'}${parts[3]!.slice(1)}`;
    const altered = parts.join('.');
    expect((await offers('/api/proxy/offers', { cookies: { [SESSION]: altered } })).status).toBe(401);
  });
});

async function csrfOf(cookies: Record<string, string>): Promise<string> {
  return (await http(`${served.app.url}/api/auth/csrf`, { cookies })).json().csrfToken as string;
}
