import { http, setCookieLine } from './testing/http';
import { DEMO_ORDER, serveBffWithVisitor } from '../security/testing/test-bff';

// The session read, which pages poll, is answered before the Express app (http/front-door.ts) by
// the router's own steps: what the app gave it must still come with it, and every path the router
// took for it, and no other, must still reach it.
const SESSION = 'next-auth.session-token';
const served = serveBffWithVisitor();

const read = (path = '/api/auth/session', method = 'GET') => http(`${served.app.url}${path}`, { method, cookies: served.visitor });

test('carries what every answer of the app carries, the protocol\'s headers and a re-issued cookie', async () => {
  const answer = await read();
  expect(answer.status).toBe(200);
  expect(answer.json()).toMatchObject({ user: { email: DEMO_ORDER.email }, expires: expect.any(String) });
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.headers.get('cache-control')).toBe('private, no-cache, no-store');
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(answer.headers.get('etag')).toBeNull();
  expect(setCookieLine(answer, SESSION)).toMatch(/HttpOnly; SameSite=Lax/);
});

test('its duration is counted under the action\'s template', async () => {
  await read('/api/auth/session?callbackUrl=%2Fbookings');
  const metrics = await served.app.bff.metrics.registry.metrics();
  expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/session",status_code="200"\} [1-9]/);
});

test.each([
  ['the mount in any case', '/API/Auth/session'],
  ['extra slashes and segments, as the protocol reads the action', '/api/auth//session/more'],
])('reads the session for %s, as the router did', async (_what, path) => {
  const answer = await read(path);
  expect(answer.status).toBe(200);
  expect(answer.json().user.email).toBe(DEMO_ORDER.email);
});

test.each([
  ['an action in another case', '/api/auth/Session', 'GET'],
  ['HEAD', '/api/auth/session', 'HEAD'],
  ['a look-alike action', '/api/auth/sessions', 'GET'],
])('leaves %s to the router, which does not support it', async (_what, path, method) => {
  const answer = await read(path, method);
  expect(answer.status).toBe(400);
  expect(answer.setCookies).toEqual([]);
});

test('a failed assertion answers as the router answers it: a repeated callbackUrl is no URL', async () => {
  const answer = await http(`${served.app.url}/api/auth/session?callbackUrl=%2Fa&callbackUrl=%2Fb`);
  expect(answer.status).toBe(500);
  expect(answer.json()).toEqual({ message: expect.stringMatching(/^There is a problem with the server configuration/) });
});
