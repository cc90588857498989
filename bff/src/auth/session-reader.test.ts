import { hashToken } from '@citypass/reservations-service/testing';
import { cookiesOf } from '@citypass/http-cookies';
import type { SessionClaims } from './session-claims';
import { CHUNK_SIZE, writeSessionCookies } from './session-cookie';
import { createSessionReaders } from './session-reader';
import { createSessionCodec } from './session-token';
import { signInWith } from './testing/auth-flow';
import { serveAuthWithUpstream, TEST_PUBLIC_URL, TEST_SECRET } from './testing/auth-test-server';
import { http } from './testing/http';

const served = serveAuthWithUpstream();

const readersWith = (secret: string, publicUrl = TEST_PUBLIC_URL) => createSessionReaders({ publicUrl, codec: createSessionCodec(secret) });

const headerOf = (cookies: Record<string, string>) => ({
  headers: { cookie: Object.entries(cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ') },
});

test('reads the upstream token the upstream issued to the signed-in visitor', async () => {
  const { cookies } = await signInWith(served.app.url, 'order', { orderNumber: 'CP-100001', email: 'three.passes@example.com' });
  const read = readersWith(TEST_SECRET).upstreamAuth;
  const auth = await read(headerOf(cookies));
  expect(auth).toEqual({
    accessToken: expect.any(String),
    expiresAt: expect.any(String),
    orderNumber: 'CP-100001',
    email: 'three.passes@example.com',
  });
  expect(Date.parse(auth?.expiresAt ?? '')).toBeGreaterThan(Date.now());
  const row = served.upstream.db
    .prepare('SELECT expires_at FROM access_tokens WHERE token_hash = ?')
    .get(hashToken(auth?.accessToken ?? '')) as { expires_at: number } | undefined;
  expect(row?.expires_at).toBe(Date.parse(auth?.expiresAt ?? ''));
});

test('answers null without a cookie, with another secret, or for the other cookie name', async () => {
  const { cookies } = await signInWith(served.app.url, 'order', { orderNumber: 'CP-100001', email: 'three.passes@example.com' });
  expect(await readersWith(TEST_SECRET).upstreamAuth({ headers: {} })).toBeNull();
  const otherSecret = readersWith('x'.repeat(40)).upstreamAuth;
  expect(await otherSecret(headerOf(cookies))).toBeNull();
  const httpsReader = readersWith(TEST_SECRET, 'https://citypass.example').upstreamAuth;
  expect(await httpsReader(headerOf(cookies))).toBeNull();
});

describe('a session too large for one cookie', () => {
  const claims: SessionClaims = {
    name: 'CP-200000',
    email: 'big.order@example.com',
    sub: 'CP-200000',
    orderNumber: 'CP-200000',
    passes: Array.from({ length: 80 }, (_, i) => ({
      pass_number: String(200000000000 + i),
      valid_from: '2026-01-01T00:00:00.000Z',
      valid_until: '2027-01-01T00:00:00.000Z',
    })),
    upstream: { accessToken: 'upstream-token', expiresAt: '2026-12-31T00:00:00.000Z' },
  };

  async function chunkedCookies(): Promise<Record<string, string>> {
    const now = new Date();
    const token = await createSessionCodec(TEST_SECRET, 3600).encode(claims, now);
    expect(token.length).toBeGreaterThan(CHUNK_SIZE);
    const lines = writeSessionCookies({
      cookies: new Map([['next-auth.session-token', 'stale']]),
      sessionName: 'next-auth.session-token',
      value: token,
      expires: new Date(now.getTime() + 3600_000),
      secure: false,
    });
    expect(lines.at(-1)).toBe('next-auth.session-token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    const written = lines.filter((line) => !line.includes('Max-Age=0')).map((line) => line.split(';')[0] ?? '');
    expect(written.map((pair) => pair.split('=')[0])).toEqual(
      Array.from({ length: Math.ceil(token.length / CHUNK_SIZE) }, (_, i) => `next-auth.session-token.${i}`),
    );
    // Sent back in reverse order: readers join by suffix, not by position.
    return Object.fromEntries([...cookiesOf({ headers: { cookie: written.reverse().join('; ') } })]);
  }

  test('the reader joins the chunks by their numeric suffix', async () => {
    const cookies = await chunkedCookies();
    const auth = await readersWith(TEST_SECRET).upstreamAuth(headerOf(cookies));
    expect(auth).toMatchObject({ accessToken: 'upstream-token', orderNumber: 'CP-200000' });
  });

  test('GET /session reads the chunks and re-issues them', async () => {
    const cookies = await chunkedCookies();
    const answer = await http(`${served.app.url}/api/auth/session`, { cookies });
    expect(answer.json().passes).toHaveLength(80);
    expect(answer.setCookies.filter((line) => line.startsWith('next-auth.session-token.')).length).toBeGreaterThan(1);
  });

  test('a missing chunk makes the session invalid, and every chunk is deleted', async () => {
    const { 'next-auth.session-token.1': _dropped, ...cookies } = await chunkedCookies();
    const answer = await http(`${served.app.url}/api/auth/session`, { cookies });
    expect(answer.json()).toEqual({});
    const deleted = answer.setCookies.filter((line) => line.includes('Max-Age=0')).map((line) => line.split('=')[0]);
    expect(deleted).toEqual(expect.arrayContaining(['next-auth.session-token', 'next-auth.session-token.0']));
  });
});
