import { createSessionCodec } from '../auth/session-token';
import { csrfPair, signInWith } from '../auth/testing/auth-flow';
import { http, setCookieLine } from '../auth/testing/http';
import { cookieHeader, rawRequest } from './testing/raw-request';
import { startTestBff, TEST_AUTH_SECRET, type TestBff } from './testing/test-bff';

const ORIGIN = 'http://localhost:8080';
const SESSION = 'next-auth.session-token';
const order = { orderNumber: 'CP-100001', email: 'three.passes@example.com' };

describe('hostile input the BFF refuses', () => {
  let app: TestBff;
  let visitor: Record<string, string>;

  beforeAll(async () => {
    app = await startTestBff();
    visitor = (await signInWith(app.url, 'order', order)).cookies;
    expect(visitor[SESSION]).toBeTruthy();
  });

  afterAll(() => app.close());

  describe('auth POSTs without a valid csrf token', () => {
    const forged = 'f'.repeat(64);
    const cases: Array<[string, (jar: Record<string, string>, token: string) => Promise<void>]> = [
      ['signin/order', async (jar, token) => {
        const answer = await http(`${app.url}/api/auth/signin/order`, { form: { csrfToken: token, json: 'true' }, cookies: jar });
        expect(answer.json()).toEqual({ url: `${ORIGIN}/api/auth/signin?csrf=true` });
      }],
      ['callback/order', async (jar, token) => {
        const answer = await http(`${app.url}/api/auth/callback/order`, { form: { ...order, csrfToken: token, json: 'true' }, cookies: jar });
        expect(answer.status).toBe(403);
        expect(setCookieLine(answer, SESSION)).toBeUndefined();
      }],
      ['callback/magic-link-token', async (jar, token) => {
        const answer = await http(`${app.url}/api/auth/callback/magic-link-token`, { form: { magicLinkToken: 'x', csrfToken: token, json: 'true' }, cookies: jar });
        expect(answer.status).toBe(403);
      }],
      ['signout', async (jar, token) => {
        const answer = await http(`${app.url}/api/auth/signout`, { form: { csrfToken: token, json: 'true' }, cookies: { ...jar, [SESSION]: visitor[SESSION]! } });
        expect(answer.json()).toEqual({ url: `${ORIGIN}/api/auth/signout?csrf=true` });
        expect(setCookieLine(answer, SESSION)).toBeUndefined();
      }],
      ['session', async (jar, token) => {
        const answer = await http(`${app.url}/api/auth/session`, { form: { csrfToken: token }, cookies: jar });
        expect(answer.status).toBe(400);
      }],
    ];

    it.each(cases)('refuses POST %s with no token, a forged token, or a token without its cookie', async (_name, check) => {
      const { csrfToken, cookies } = await csrfPair(app.url);
      await check(cookies, '');
      await check(cookies, forged);
      await check({}, csrfToken);
      await check({ 'next-auth.csrf-token': `${csrfToken}|${'0'.repeat(64)}` }, csrfToken);
    });
  });

  describe('session cookies that are not ours', () => {
    const variants = async (): Promise<Array<[string, string]>> => {
      const real = visitor[SESSION]!;
      const middle = Math.floor(real.length / 2);
      const flipped = `${real.slice(0, middle)}${real[middle] === 'A' ? 'B' : 'A'}${real.slice(middle + 1)}`;
      const codec = createSessionCodec(TEST_AUTH_SECRET, 30 * 24 * 3600);
      const claims = (await codec.decode(real, new Date()))?.claims;
      const expired = await codec.encode(claims!, new Date(Date.now() - 31 * 24 * 3600 * 1000));
      return [
        ['tampered', flipped],
        ['truncated', real.slice(0, real.length - 10)],
        ['cut to its header', real.split('.')[0]!],
        ['expired', expired],
        ['garbage', 'not-a-token'],
        ['another secret', await createSessionCodec('another-secret-that-is-long-enough-0000', 3600).encode(claims!, new Date())],
      ];
    };

    it('treats each as signed out: empty session, cookie deleted, proxy 401, never a 5xx', async () => {
      for (const [name, value] of await variants()) {
        const session = await http(`${app.url}/api/auth/session`, { cookies: { [SESSION]: value } });
        expect([name, session.status, session.json()]).toEqual([name, 200, {}]);
        expect(setCookieLine(session, SESSION)).toMatch(/Max-Age=0/);
        const offers = await http(`${app.url}/api/proxy/offers`, { cookies: { [SESSION]: value } });
        expect([name, offers.status, offers.json()]).toEqual([name, 401, { error_code: 'NOT_AUTHORISED' }]);
      }
    });
  });

  describe('callback URLs to another origin', () => {
    const hostile = [
      'https://evil.example/',
      'http://localhost:8080@evil.example/',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '%2F%2Fevil.example',
      '/%2F%2Fevil.example',
      'HTTPS://EVIL.EXAMPLE',
      ' //evil.example',
      '\t//evil.example',
      '/\t/evil.example',
      '\n//evil.example',
      'http:evil.example',
      'https:/evil.example',
    ];
    const staysHome = (url: string | null | undefined) => {
      expect(url).toBeTruthy();
      expect(new URL(url!, ORIGIN).origin).toBe(ORIGIN);
    };

    it.each(hostile)('never sends a signed-in visitor to %j', async (callbackUrl) => {
      const { answer } = await signInWith(app.url, 'order', order, { callbackUrl });
      expect(answer.status).toBe(200);
      staysHome(answer.json().url);
      for (const line of answer.setCookies.filter((l) => l.startsWith('next-auth.callback-url='))) {
        staysHome(decodeURIComponent(line.split(';')[0]!.slice('next-auth.callback-url='.length)));
      }
      const redirect = await signInWith(app.url, 'order', order, { callbackUrl, json: false });
      staysHome(redirect.answer.headers.get('location'));
    });

    it.each(hostile)('never sends a signed-out visitor to %j', async (callbackUrl) => {
      const { csrfToken, cookies } = await csrfPair(app.url);
      const answer = await http(`${app.url}/api/auth/signout`, { form: { csrfToken, callbackUrl, json: 'true' }, cookies });
      staysHome(answer.json().url);
    });

    it('treats an empty query callbackUrl as none, as the reference does (no configuration error)', async () => {
      const answer = await rawRequest(app.url, { path: '/api/auth/session?callbackUrl=' });
      expect([answer.status, answer.text]).toEqual([200, '{}']);
    });

    it.each(hostile)('keeps GET signin with callbackUrl=%j on the app origin', async (callbackUrl) => {
      const answer = await rawRequest(app.url, { path: `/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}` });
      expect(answer.status).toBe(302);
      staysHome(answer.headers.location as string);
    });
  });

  describe('proxy paths outside the eight calls', () => {
    const paths: Array<[string, string]> = [
      ['GET', '/api/proxy/offers/../passes'],
      ['GET', '/api/proxy/offers/..%2F..%2Fauth%2Forder'],
      ['GET', '/api/proxy/offers/%2e%2e'],
      ['GET', '/api/proxy/offers/%252e%252e%252fhealthz'],
      ['GET', '/api/proxy/offers/ams-rijksmuseum%2F..%2F..%2Fhealthz'],
      ['GET', '/api/proxy/offers/ams-rijksmuseum%00'],
      ['GET', '/api/proxy/offers/a\\..\\..\\healthz'],
      ['GET', '/api/proxy/../proxy/healthz'],
      ['GET', '/api/proxy/healthz'],
      ['POST', '/api/proxy/auth/order'],
      ['POST', '/api/proxy/auth/magic-link/issue'],
      ['GET', '/api/proxy/reservations/groups/x'],
      ['DELETE', '/api/proxy/reservations/groups/x/../../../offers'],
      ['GET', '/api/proxy/offers/ams-rijksmuseum/extra'],
      ['PUT', '/api/proxy/offers'],
      ['POST', '/api/proxy/offers'],
      ['DELETE', '/api/proxy/offers/ams-rijksmuseum'],
      ['PATCH', '/api/proxy/booking'],
      ['GET', '/api/proxy/booking'],
      ['DELETE', '/api/proxy/reservations'],
      ['PUT', '/api/proxy/reservations/groups/x'],
      ['TRACE', '/api/proxy/offers'],
      ['OPTIONS', '/api/proxy/offers'],
      ['PROPFIND', '/api/proxy/offers'],
    ];

    it.each(paths)('answers %s %s with 404 NOT_FOUND', async (method, path) => {
      const answer = await rawRequest(app.url, { method, path, headers: { cookie: cookieHeader(visitor) } });
      expect(answer.status).toBe(404);
      if (method !== 'TRACE') expect(JSON.parse(answer.text)).toEqual({ error_code: 'NOT_FOUND' });
    });
  });

  describe('oversize bodies and wrong content types', () => {
    it('refuses bodies past the limits with 413 PAYLOAD_TOO_LARGE', async () => {
      const big = 'x'.repeat(40 * 1024);
      const { csrfToken, cookies } = await csrfPair(app.url);
      const signIn = await http(`${app.url}/api/auth/callback/order`, { form: { ...order, csrfToken, json: 'true', padding: big }, cookies });
      expect([signIn.status, signIn.json()]).toEqual([413, { error_code: 'PAYLOAD_TOO_LARGE' }]);
      const beacon = await http(`${app.url}/api/auth/_log`, { form: { level: 'error', code: 'X', big } });
      expect(beacon.status).toBe(413);
      const booking = await http(`${app.url}/api/proxy/booking`, { json: [{ padding: big }], cookies: visitor });
      expect([booking.status, booking.json()]).toEqual([413, { error_code: 'PAYLOAD_TOO_LARGE' }]);
    });

    it.each(['text/plain', 'application/xml', 'multipart/form-data; boundary=x'])(
      'does not sign in or book with a %s body',
      async (type) => {
        const { csrfToken, cookies } = await csrfPair(app.url);
        const form = new URLSearchParams({ ...order, csrfToken, json: 'true' }).toString();
        const signIn = await http(`${app.url}/api/auth/callback/order`, { rawBody: { type, body: form }, cookies });
        // The body is not read, so neither the csrf token nor json=true arrive: the protocol's refusal.
        expect(signIn.status).toBe(302);
        expect(signIn.headers.get('location')).toBe(`${ORIGIN}/api/auth/signin?csrf=true`);
        expect(setCookieLine(signIn, SESSION)).toBeUndefined();
        const booking = await http(`${app.url}/api/proxy/booking`, { rawBody: { type, body: '[]' }, cookies: visitor });
        expect(booking.status).toBeGreaterThanOrEqual(400);
        expect(booking.status).toBeLessThan(500);
      },
    );

    it('refuses a charset it cannot decode with 400 INVALID_REQUEST', async () => {
      const type = 'application/json; charset=klingon';
      const { csrfToken, cookies } = await csrfPair(app.url);
      const signIn = await http(`${app.url}/api/auth/callback/order`, { rawBody: { type, body: JSON.stringify({ ...order, csrfToken }) }, cookies });
      expect([signIn.status, signIn.json()]).toEqual([400, { error_code: 'INVALID_REQUEST' }]);
      const booking = await http(`${app.url}/api/proxy/booking`, { rawBody: { type, body: '[]' }, cookies: visitor });
      expect([booking.status, booking.json().error_code]).toEqual([400, 'INVALID_REQUEST']);
    });

    it('answers malformed JSON with 400 INVALID_REQUEST', async () => {
      const booking = await http(`${app.url}/api/proxy/booking`, { rawBody: { type: 'application/json', body: '[{' }, cookies: visitor });
      expect(booking.status).toBe(400);
      expect(booking.json().error_code).toBe('INVALID_REQUEST');
    });
  });

  describe('test scenarios', () => {
    it.each(['EVIL', 'adaptor_error', 'ADAPTOR_ERROR ', '../SERVER_ERROR', '%00'])('refuses the name %j and sets no cookie', async (name) => {
      const answer = await http(`${app.url}/attractions?testScenario=${encodeURIComponent(name)}`);
      expect(answer.status).toBe(400);
      expect(answer.json().error_code).toBe('UNKNOWN_TEST_SCENARIO');
      expect(answer.setCookies).toEqual([]);
    });

    it('refuses a repeated parameter', async () => {
      const answer = await http(`${app.url}/attractions?testScenario=ADAPTOR_ERROR&testScenario=SERVER_ERROR`);
      expect(answer.status).toBe(400);
    });

    it('does not forward a forged scenario cookie', async () => {
      const offers = await http(`${app.url}/api/proxy/offers`, { cookies: { ...visitor, 'test-scenario': `SERVER_ERROR .${Math.floor(Date.now() / 1000)}` } });
      expect(offers.status).toBe(200);
    });
  });
});
