import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { csrfPair, signInWith } from '../auth/testing/auth-flow';
import { serve, type Served } from '../proxy/testing/serve';
import { bookingBody, slotsOf, startTempUpstream, type TempUpstream } from '@citypass/reservations-service/testing';
import { cookieHeader, rawRequest, type RawAnswer } from './testing/raw-request';
import { startTestBff, type TestBff } from './testing/test-bff';

const APP_ORIGIN = 'https://citypass.example';
const FOREIGN = 'https://evil.example';
const OFFER = 'ams-rijksmuseum';
const DAY = 24 * 3600 * 1000;
const order = { orderNumber: 'CP-100001', email: 'three.passes@example.com' };
const passes = ['100000000011', '100000000012', '100000000013'];
const refused = { status: 403, body: { error_code: 'NOT_AUTHORISED' } };

// Only the answer's status and error code: whether the call was refused, and how.
const outcome = (answer: RawAnswer) => ({ status: answer.status, body: { error_code: (JSON.parse(answer.text) as { error_code?: string }).error_code } });

/** A BFF whose remote "bookings" is served from its own origin, as a remote's standalone dev host is. */
async function startWithDevHost(env: Record<string, string>): Promise<{ app: TestBff; devHost: Served; visitor: string }> {
  const devHost = await serve(express());
  const app = await startTestBff({ PUBLIC_URL: APP_ORIGIN, REMOTE_BOOKINGS_URL: `${devHost.url}/`, ...env });
  const { cookies } = await signInWith(app.url, 'order', order);
  return { app, devHost, visitor: cookieHeader(cookies) };
}

function write(app: TestBff, visitor: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<RawAnswer> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  return rawRequest(app.url, {
    method,
    path: `/api/proxy${path}`,
    headers: { cookie: visitor, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: json,
  });
}

describe('state-changing calls from another origin', () => {
  let app: TestBff;
  let devHost: Served;
  let visitor: string;
  let booking: (pass: string, headers: Record<string, string>) => Promise<RawAnswer>;

  beforeAll(async () => {
    ({ app, devHost, visitor } = await startWithDevHost({}));
    const slot = slotsOf(app.bff.embedded!, OFFER).find((s) => s.starts_at > Date.now() + 3 * DAY)!;
    booking = (pass, headers) => write(app, visitor, 'POST', '/booking', headers, bookingBody(OFFER, slot, [pass]));
  });

  afterAll(async () => {
    await app.close();
    await devHost.close();
  });

  it('refuses a booking, an amendment and a cancellation sent with a foreign Origin, and makes none of them', async () => {
    expect(outcome(await booking(passes[0]!, { origin: FOREIGN }))).toEqual(refused);
    const amend = { bookingId: 'b1', offer_id: OFFER, time_slot: { id: '1', date_time: new Date().toISOString() } };
    expect(outcome(await write(app, visitor, 'PATCH', '/reservations/groups/b1', { origin: FOREIGN }, amend))).toEqual(refused);
    expect(outcome(await write(app, visitor, 'DELETE', '/reservations/groups/b1', { origin: FOREIGN }))).toEqual(refused);
    const reservations = await rawRequest(app.url, { path: '/api/proxy/reservations', headers: { cookie: visitor } });
    expect(JSON.parse(reservations.text)).toEqual([]);
  });

  it('refuses a call its browser marks cross-site, and an opaque (null) Origin', async () => {
    expect(outcome(await booking(passes[0]!, { 'sec-fetch-site': 'cross-site' }))).toEqual(refused);
    expect(outcome(await booking(passes[0]!, { origin: APP_ORIGIN, 'sec-fetch-site': 'cross-site' }))).toEqual(refused);
    expect(outcome(await booking(passes[0]!, { origin: 'null' }))).toEqual(refused);
  });

  it("accepts the app's own pages, clients that name no origin, and a remote's dev host outside production", async () => {
    expect((await booking(passes[0]!, { origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await booking(passes[1]!, {})).status).toBe(201);
    expect((await booking(passes[2]!, { origin: devHost.url, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
  });

  it('still answers reads from anywhere (the browser keeps their answers from other origins)', async () => {
    const offers = await rawRequest(app.url, { path: '/api/proxy/offers', headers: { cookie: visitor, origin: FOREIGN, 'sec-fetch-site': 'cross-site' } });
    expect(offers.status).toBe(200);
  });

  it('refuses auth POSTs from a foreign origin too, on top of their csrf token, and signs nobody in', async () => {
    const { csrfToken, cookies } = await csrfPair(app.url);
    const form = new URLSearchParams({ ...order, csrfToken, callbackUrl: '/attractions', json: 'true' }).toString();
    const signIn = (origin: string) =>
      rawRequest(app.url, {
        method: 'POST',
        path: '/api/auth/callback/order',
        headers: { origin, cookie: cookieHeader(cookies), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
    const foreign = await signIn(FOREIGN);
    expect(outcome(foreign)).toEqual(refused);
    expect(foreign.headers['set-cookie'] ?? []).toEqual([]);
    expect((await signIn(APP_ORIGIN)).status).toBe(200);
  });
});

describe('state-changing calls in production', () => {
  let upstream: TempUpstream;
  let app: TestBff;
  let devHost: Served;
  let visitor: string;

  beforeAll(async () => {
    // Production books against a reservations service of its own, never the embedded one.
    upstream = await startTempUpstream();
    ({ app, devHost, visitor } = await startWithDevHost({
      NODE_ENV: 'production',
      UPSTREAM_URL: upstream.url,
      RELEASE_REGISTRY_FILE: join(tmpdir(), `citypass-no-registry-${process.pid}.json`),
      CONTACT_URL: 'https://help.citypass-bookings.com/contact',
      CUSTOMER_SERVICES_URL: 'https://help.citypass-bookings.com/customer-services',
      SECURITY_CONTACT: 'mailto:security@citypass-bookings.com',
      ACCESSIBILITY_CONTACT: 'mailto:accessibility@citypass-bookings.com',
      ACCESSIBILITY_REVIEWED: '2026-11-20',
    }));
  });

  afterAll(async () => {
    await app.close();
    await devHost.close();
    await upstream.dispose();
  });

  it("accept only the app's own origin: a remote's origin is no page of the app there", async () => {
    const slot = slotsOf(upstream, OFFER).find((s) => s.starts_at > Date.now() + 3 * DAY)!;
    const booking = (origin: string) => write(app, visitor, 'POST', '/booking', { origin }, bookingBody(OFFER, slot, [passes[0]!]));
    expect(outcome(await booking(devHost.url))).toEqual(refused);
    expect((await booking(APP_ORIGIN)).status).toBe(201);
  });
});
