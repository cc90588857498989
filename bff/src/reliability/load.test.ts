import autocannon from 'autocannon';
import { csrfPair, signInWith } from '../auth/testing/auth-flow';
import { cookieHeader } from '../security/testing/raw-request';
import { startTestBff, type TestBff } from '../security/testing/test-bff';
import { bookingBody, slotsOf } from '@citypass/reservations-service/testing';

const DAY = 24 * 3600 * 1000;

describe('load on loopback: sign-in, booking and reservations', () => {
  let app: TestBff;

  beforeAll(async () => {
    app = await startTestBff();
  });

  afterAll(() => app.close());

  it('answers a short burst from several connections with no errors and no 5xx', async () => {
    const { csrfToken, cookies: csrfCookies } = await csrfPair(app.url);
    const signedIn = cookieHeader((await signInWith(app.url, 'order', { orderNumber: 'CP-100001', email: 'three.passes@example.com' })).cookies);
    const slot = slotsOf(app.bff.embedded!, 'ams-rijksmuseum').find((s) => s.starts_at > Date.now() + 5 * DAY)!;
    const signIn = new URLSearchParams({ csrfToken, orderNumber: 'CP-100001', email: 'three.passes@example.com', json: 'true' }).toString();

    const result = await autocannon({
      url: app.url,
      connections: 4,
      duration: 3,
      requests: [
        { method: 'POST', path: '/api/auth/callback/order', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(csrfCookies) }, body: signIn },
        { method: 'POST', path: '/api/proxy/booking', headers: { 'content-type': 'application/json', cookie: signedIn }, body: JSON.stringify(bookingBody('ams-rijksmuseum', slot, ['100000000011'])) },
        { method: 'GET', path: '/api/proxy/reservations', headers: { cookie: signedIn } },
      ],
    });

    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result['5xx']).toBe(0);
    // Sign-ins and listings succeed; repeated bookings of one pass are refused (409) after the first.
    expect(result['2xx']).toBeGreaterThan(10);
    const statuses = Object.keys(result.statusCodeStats ?? {});
    expect(statuses).toContain('200');
    for (const status of statuses) expect(['200', '201', '409']).toContain(status);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  }, 30_000);
});
