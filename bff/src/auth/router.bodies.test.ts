import { startAuthApp, type RunningAuthApp } from './testing/auth-test-server';
import { csrfPair } from './testing/auth-flow';
import { http } from './testing/http';
import type { UpstreamAuthClient } from './upstream-auth-client';

// POST bodies: JSON or form-encoded, size-limited, validated; and the client's `_log` beacon.
const calls: string[] = [];
const upstream: UpstreamAuthClient = {
  signInWithOrder: async ({ orderNumber }) => {
    calls.push(orderNumber);
    return { ok: false, status: 401, error_code: 'ORDER_NOT_FOUND' };
  },
  signInWithMagicLink: async () => ({ ok: false, status: 401, error_code: 'TOKEN_EXPIRED' }),
};

let app: RunningAuthApp;
beforeAll(async () => {
  app = await startAuthApp({ upstream });
});
afterAll(() => app.close());

const url = (path: string) => `${app.url}/api/auth${path}`;

test('a credentials sign-in is accepted as JSON as well as form-encoded', async () => {
  const { csrfToken, cookies } = await csrfPair(app.url);
  const answer = await http(url('/callback/order'), {
    cookies,
    json: { orderNumber: 'CP-JSON', email: 'json@example.com', csrfToken, json: 'true' },
  });
  expect(answer.status).toBe(401);
  expect(calls).toContain('CP-JSON');
});

test('a body over the size limit answers 413 before reaching the upstream', async () => {
  const { csrfToken, cookies } = await csrfPair(app.url);
  const answer = await http(url('/callback/order'), {
    cookies,
    form: { orderNumber: 'CP-BIG', email: 'big@example.com', csrfToken, padding: 'x'.repeat(20_000) },
  });
  expect(answer.status).toBe(413);
  expect(answer.json()).toEqual({ error_code: 'PAYLOAD_TOO_LARGE' });
  expect(calls).not.toContain('CP-BIG');
});

test('malformed JSON and a non-string csrfToken answer 400 INVALID_REQUEST', async () => {
  const malformed = await http(url('/session'), { rawBody: { type: 'application/json', body: '{"csrfToken":' } });
  expect(malformed.status).toBe(400);
  expect(malformed.json()).toEqual({ error_code: 'INVALID_REQUEST' });
  const { cookies } = await csrfPair(app.url);
  const array = await http(url('/callback/order'), { cookies, json: { csrfToken: ['a', 'b'], orderNumber: 'CP-ARRAY' } });
  expect(array.status).toBe(400);
  expect(calls).not.toContain('CP-ARRAY');
});

describe('POST /_log', () => {
  test('logs the beacon as structured JSON with its flattened details', async () => {
    const answer = await http(url('/_log'), {
      rawBody: {
        type: 'application/x-www-form-urlencoded;charset=UTF-8',
        body: 'level=error&code=CLIENT_FETCH_ERROR&error=%5Bobject+Object%5D&url=%2Fapi%2Fauth%2Fproviders&message=boom&client=true',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({});
    expect(app.logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        source: 'client',
        code: 'CLIENT_FETCH_ERROR',
        details: { error: '[object Object]', url: '/api/auth/providers', message: 'boom', client: 'true' },
      }),
    );
  });

  test('long values are cut to 500 characters', async () => {
    await http(url('/_log'), { form: { level: 'warn', code: 'LONG_VALUE', message: 'y'.repeat(3000) } });
    const entry = app.logs.find((line) => line.code === 'LONG_VALUE') as { details: { message: string } } | undefined;
    expect(entry?.details.message).toHaveLength(500);
  });

  test.each([
    ['an unknown level', { level: 'fatal', code: 'X_LEVEL' }],
    ['a missing code', { level: 'error' }],
    ['too many fields', { level: 'error', code: 'X_MANY', ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'v'])) }],
  ])('refuses %s with 400 and logs nothing', async (_name, form) => {
    const before = app.logs.length;
    const answer = await http(url('/_log'), { form: form as Record<string, string> });
    expect(answer.status).toBe(400);
    expect(app.logs.slice(before).filter((line) => line.source === 'client')).toEqual([]);
  });
});
