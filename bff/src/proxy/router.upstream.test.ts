import type { ScenarioName } from '@citypass/reservations-service/scenarios';
import { slotsOf, startTempUpstream, type TempUpstream } from '@citypass/reservations-service/testing';
import { scenarioCookieValue } from '../scenarios/scenario-cookie';
import { createUpstreamClient } from '../upstream-client/client';
import type { UpstreamAuth } from './router';
import { authFromHeader, proxyApp, serve, type Served } from './testing/serve';

const DAY = 24 * 60 * 60 * 1000;

describe('product proxy over the real reference upstream', () => {
  let upstream: TempUpstream;
  let bff: Served;
  const sessions = new Map<string, UpstreamAuth>();

  beforeAll(async () => {
    upstream = await startTempUpstream();
    const client = createUpstreamClient({ baseUrl: upstream.url, timeoutMs: 2000 });
    // Stands in for the session cookie: the visitor header names a demo order, signed in once.
    const lookup = async (visitor: string): Promise<UpstreamAuth | null> => {
      const known = sessions.get(visitor);
      if (known) return known;
      const [orderNumber = '', email = ''] = visitor.split(' ');
      const result = await client.signInWithOrder({ orderNumber, email });
      if (!result.ok) return null;
      const auth = { accessToken: result.value.access_token, expiresAt: result.value.expires_at };
      sessions.set(visitor, auth);
      return auth;
    };
    bff = await serve(proxyApp({ upstreamUrl: upstream.url, getUpstreamAuth: authFromHeader(lookup) }));
  });
  afterAll(async () => {
    await bff.close();
    await upstream.dispose();
  });

  const visitor = 'CP-100001 three.passes@example.com';
  const passes = ['100000000011', '100000000012', '100000000013'];
  const proxy = async (method: string, path: string, body?: unknown, cookie?: string) => {
    const headers: Record<string, string> = { 'x-test-visitor': visitor };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    const response = await fetch(`${bff.url}/api/proxy${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('runs the eight product calls of a visit end to end', async () => {
    const offers = await proxy('GET', '/offers');
    expect(offers.status).toBe(200);
    expect(offers.body).toHaveLength(10);
    expect((await proxy('GET', '/offers/ams-rijksmuseum')).body.name).toBe('Rijksmuseum');

    const availability = await proxy('GET', `/availability?offer_id=ams-rijksmuseum&passes=${passes.join(',')}`);
    expect(availability.status).toBe(200);
    const slot = (availability.body as { id: string; date_time: string }[]).find((s) => Date.parse(s.date_time) > Date.now() + 2 * DAY);
    if (!slot) throw new Error('no slot');

    const booking = passes.map((pass) => ({ offer_id: 'ams-rijksmuseum', timeslot_details: { id: slot.id, date_time: slot.date_time }, pass, extra_data: null }));
    const booked = await proxy('POST', '/booking', booking);
    expect(booked.status).toBe(201);
    expect(booked.body[0]).toMatchObject({ time_slot: { date_time: slot.date_time }, timezone: 'Europe/Amsterdam' });
    const bookingId = booked.body[0].booking_id as string;

    const again = await proxy('POST', '/booking', booking);
    expect([again.status, again.body.error_code]).toEqual([409, 'BOOKING-014']);

    const reservations = await proxy('GET', '/reservations');
    expect(reservations.body.map((r: { booking_id: string }) => r.booking_id)).toEqual([bookingId]);
    expect((await proxy('GET', '/passes?offer_id=ams-rijksmuseum')).body.map((p: { used: boolean }) => p.used)).toEqual([true, true, true]);

    const target = slotsOf(upstream, 'ams-rijksmuseum').find((s) => s.starts_at > Date.parse(slot.date_time) + DAY);
    if (!target) throw new Error('no slot');
    const time_slot = { id: String(target.id), date_time: new Date(target.starts_at).toISOString() };
    const amended = await proxy('PATCH', `/reservations/groups/${bookingId}`, { bookingId, offer_id: 'ams-rijksmuseum', time_slot });
    expect([amended.status, amended.body.time_slot]).toEqual([200, time_slot]);

    expect(await proxy('DELETE', `/reservations/groups/${bookingId}`)).toEqual({ status: 200, body: { booking_id: bookingId, status: 'cancelled' } });
    expect((await proxy('GET', '/reservations')).body).toEqual([]);
  });

  it('forwards the test-scenario cookie to the upstream', async () => {
    const scenario = (name: ScenarioName) => `test-scenario=${scenarioCookieValue(name, Date.now())}`;
    const empty = await proxy('GET', `/availability?offer_id=ams-rijksmuseum&passes=${passes[0]}`, undefined, scenario('EMPTY_AVAILABILITY'));
    expect(empty).toEqual({ status: 200, body: [] });
    const adaptor = await proxy('GET', `/availability?offer_id=ams-rijksmuseum&passes=${passes[0]}`, undefined, scenario('ADAPTOR_ERROR'));
    expect([adaptor.status, adaptor.body.error_code]).toEqual([502, 'ADAPTOR_ERROR']);
    const refresh = await proxy('GET', '/passes?offer_id=ams-rijksmuseum', undefined, scenario('EMPTY_PASSES'));
    expect(refresh).toEqual({ status: 200, body: [] });
  });

  it('passes the upstream 401 through when the upstream token is no longer accepted', async () => {
    sessions.set('revoked', { accessToken: 'revoked-token-that-upstream-never-issued', expiresAt: new Date(Date.now() + DAY).toISOString() });
    const response = await fetch(`${bff.url}/api/proxy/reservations`, { headers: { 'x-test-visitor': 'revoked' } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error_code: string }).error_code).toBe('NOT_AUTHORISED');
  });
});
