import fc from 'fast-check';
import { signInWith } from '../auth/testing/auth-flow';
import { cookieHeader, rawRequest, type RawAnswer } from '../security/testing/raw-request';
import { startTestBff, type TestBff } from '../security/testing/test-bff';

// Every endpoint with hostile inputs: the BFF may refuse, but never fails (5xx) on its own account.
const UPSTREAM_FAILURES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT', 'UPSTREAM_BAD_RESPONSE', 'ADAPTOR_ERROR', 'INTERNAL_ERROR']);

// The protocol's own 500s (AUTH.md): a query callbackUrl that is not an http(s) URL, and GET of a
// credentials callback. Both are the reference's answers, kept for conformance.
const CONFIGURATION_ERROR = 'There is a problem with the server configuration. Check the server logs for more information.';
const CREDENTIALS_GET = 'Callback for provider type credentials not supported';
function isProtocolAnswer(answer: RawAnswer, method: string, where: string, search: string): boolean {
  if (answer.status !== 500) return false;
  const seen = (text: string) => method === 'HEAD' || answer.text.includes(text);
  if (/[?&]callbackUrl=/.test(search) && seen(CONFIGURATION_ERROR)) return true;
  return (method === 'GET' || method === 'HEAD') && where.startsWith('/api/auth/callback/') && seen(CREDENTIALS_GET);
}

const endpoints = [
  '/healthz',
  '/api/config',
  '/api/auth/csrf',
  '/api/auth/providers',
  '/api/auth/session',
  '/api/auth/signin',
  '/api/auth/signin/order',
  '/api/auth/callback/order',
  '/api/auth/callback/magic-link-token',
  '/api/auth/signout',
  '/api/auth/error',
  '/api/auth/_log',
  '/api/proxy/offers',
  '/api/proxy/offers/ams-rijksmuseum',
  '/api/proxy/availability',
  '/api/proxy/booking',
  '/api/proxy/reservations',
  '/api/proxy/reservations/groups/abc',
  '/api/proxy/passes',
  '/',
  '/attractions',
];

const segment = fc.oneof(
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom('..', '.', '%2e%2e', '%2F', '%252F', '%00', '%ff', '%', '\\', '~', '__proto__', 'constructor'),
);
const path = fc
  .tuple(fc.constantFrom(...endpoints), fc.array(segment, { maxLength: 3 }))
  .map(([base, extra]) => [base, ...extra].join('/'));
const queryKey = fc.constantFrom('callbackUrl', 'error', 'offer_id', 'passes', 'testScenario', 'json', 'csrf', '__proto__', 'a[b]');
const query = fc
  .array(fc.tuple(queryKey, fc.string({ maxLength: 40 })), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}` : ''));
const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ type: 'application/json', text: JSON.stringify(value) })),
  fc.dictionary(fc.constantFrom('csrfToken', 'callbackUrl', 'json', 'orderNumber', 'email', 'magicLinkToken', 'level', 'code', 'x'), fc.string({ maxLength: 60 }))
    .map((fields) => ({ type: 'application/x-www-form-urlencoded', text: new URLSearchParams(fields).toString() })),
  fc.tuple(fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'application/json; charset=latin1', ''), fc.string({ maxLength: 200 }))
    .map(([type, text]) => ({ type, text })),
);
const cookieValue = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('', 'a.b.c.d.e', '%', '%E0%A4%A'));

describe('fuzzing every BFF endpoint', () => {
  let app: TestBff;
  let signedIn: string;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    app = await startTestBff();
    signedIn = cookieHeader((await signInWith(app.url, 'order', { orderNumber: 'CP-100001', email: 'three.passes@example.com' })).cookies);
  });

  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    await app.close();
  });

  const isUpstreamFailure = (answer: RawAnswer) => {
    try {
      return UPSTREAM_FAILURES.has((JSON.parse(answer.text) as { error_code?: string }).error_code ?? '');
    } catch {
      return false;
    }
  };

  it('answers every request without a 5xx of its own', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
        path,
        query,
        body,
        fc.record({ session: fc.boolean(), csrf: cookieValue, scenario: cookieValue, junk: cookieValue }),
        async (method, where, search, payload, cookies) => {
          const jar = [
            cookies.session ? signedIn : `next-auth.session-token=${encodeURIComponent(cookies.junk)}`,
            `next-auth.csrf-token=${encodeURIComponent(cookies.csrf)}`,
            `test-scenario=${encodeURIComponent(cookies.scenario)}`,
          ].join('; ');
          const headers: Record<string, string> = { cookie: jar };
          if (payload?.type) headers['content-type'] = payload.type;
          const answer = await rawRequest(app.url, { method, path: `${where}${search}`, headers, body: payload?.text });
          if (answer.status >= 500 && !isUpstreamFailure(answer) && !isProtocolAnswer(answer, method, where, search)) {
            throw new Error(`${method} ${where}${search} -> ${answer.status} ${answer.text.slice(0, 200)}`);
          }
        },
      ),
      { numRuns: 400 },
    );
    expect(rejections).toEqual([]);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  }, 60_000);

  it('survives any proxy call with valid-looking parameters from a signed-in visitor', async () => {
    const id = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), fc.constantFrom('ams-rijksmuseum', 'nyc-moma', '1'));
    const timeslot = fc.record({ id: fc.oneof(id, fc.nat()), date_time: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) });
    const call = fc.oneof(
      id.map((offer) => ({ method: 'GET', path: `/api/proxy/offers/${offer}` })),
      fc.tuple(id, fc.array(fc.stringMatching(/^\d{12}$/), { minLength: 1, maxLength: 3 })).map(([offer, passes]) => ({
        method: 'GET',
        path: `/api/proxy/availability?offer_id=${offer}&passes=${passes.join(',')}`,
      })),
      fc.array(fc.record({ offer_id: id, timeslot_details: timeslot, pass: fc.constantFrom('100000000011', '100000000012', '999999999999'), extra_data: fc.constant(null) }), { minLength: 1, maxLength: 3 })
        .map((items) => ({ method: 'POST', path: '/api/proxy/booking', body: JSON.stringify(items) })),
      id.map((booking) => ({ method: 'DELETE', path: `/api/proxy/reservations/groups/${booking}` })),
      fc.tuple(id, id, timeslot).map(([booking, offer, slot]) => ({
        method: 'PATCH',
        path: `/api/proxy/reservations/groups/${booking}`,
        body: JSON.stringify({ bookingId: booking, offer_id: offer, time_slot: slot }),
      })),
      id.map((offer) => ({ method: 'GET', path: `/api/proxy/passes?offer_id=${offer}` })),
    );
    await fc.assert(
      fc.asyncProperty(call, async ({ method, path: where, body: text }: { method: string; path: string; body?: string }) => {
        const headers: Record<string, string> = { cookie: signedIn };
        if (text) headers['content-type'] = 'application/json';
        const answer = await rawRequest(app.url, { method, path: where, headers, body: text });
        if (answer.status >= 500 && !isUpstreamFailure(answer)) throw new Error(`${method} ${where} -> ${answer.status} ${answer.text}`);
      }),
      { numRuns: 200 },
    );
    expect(rejections).toEqual([]);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  }, 60_000);
});
