import { scenarioNames } from './scenario-names';
import { bookingBody, call, newVisitor, slotsOf, startTempUpstream, type TempUpstream } from './testing/temp-upstream';

describe('reference upstream: test scenarios', () => {
  let upstream: TempUpstream;
  let token: string;
  let passes: string[];
  beforeAll(async () => {
    upstream = await startTempUpstream({ slowResponseMs: 300 });
    ({ token, passes } = await newVisitor(upstream));
  });
  afterAll(() => upstream.dispose());

  const availability = (): string => `/availability?offer_id=ams-rijksmuseum&passes=${passes[0]}`;
  const booking = (): unknown => {
    const slot = slotsOf(upstream, 'ams-rijksmuseum').find((s) => s.starts_at > Date.now() + 3 * 24 * 60 * 60 * 1000);
    if (!slot) throw new Error('no slot');
    return bookingBody('ams-rijksmuseum', slot, passes);
  };

  const requests = {
    availability: (): { method: string; path: string; body?: unknown } => ({ method: 'GET', path: availability() }),
    booking: (): { method: string; path: string; body?: unknown } => ({ method: 'POST', path: '/booking', body: booking() }),
    reservations: (): { method: string; path: string; body?: unknown } => ({ method: 'GET', path: '/reservations' }),
    offers: (): { method: string; path: string; body?: unknown } => ({ method: 'GET', path: '/offers' }),
  };

  it.each([
    ['ADAPTOR_ERROR', 'availability', 502],
    ['ADAPTOR_ERROR', 'booking', 502],
    ['AV-004', 'availability', 422],
    ['AV-004', 'booking', 422],
    ['TIMESLOT_UNAVAILABLE', 'booking', 409],
    ['SESSION_EXPIRED', 'reservations', 401],
    ['SERVER_ERROR', 'offers', 500],
  ] as const)('%s makes the %s call fail', async (scenario, kind, status) => {
    const { method, path, body } = requests[kind]();
    const response = await call(upstream.url, method, path, { token, scenario, body });
    const code = scenario === 'SERVER_ERROR' ? 'INTERNAL_ERROR' : scenario;
    expect(response).toEqual({ status, body: { error_code: code, message: expect.any(String) } });
  });

  it('EMPTY_AVAILABILITY answers no timeslots and EMPTY_PASSES no pass usage', async () => {
    expect(await call(upstream.url, 'GET', availability(), { token, scenario: 'EMPTY_AVAILABILITY' })).toEqual({ status: 200, body: [] });
    expect(await call(upstream.url, 'GET', '/passes?offer_id=ams-rijksmuseum', { token, scenario: 'EMPTY_PASSES' })).toEqual({ status: 200, body: [] });
    expect((await call(upstream.url, 'GET', '/passes?offer_id=ams-rijksmuseum', { token })).body).toHaveLength(1);
  });

  it('SLOW_RESPONSE holds the answer back', async () => {
    const started = Date.now();
    const response = await call(upstream.url, 'GET', '/offers', { token, scenario: 'SLOW_RESPONSE' });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('a scenario leaves calls it does not cover alone, and an unknown name is ignored', async () => {
    expect((await call(upstream.url, 'GET', '/offers', { token, scenario: 'ADAPTOR_ERROR' })).status).toBe(200);
    expect((await call(upstream.url, 'GET', '/offers', { token, scenario: 'NOT_A_SCENARIO' })).status).toBe(200);
  });

  it('covers every scenario name in these tests or the sign-in tests', () => {
    expect([...scenarioNames].sort()).toEqual(
      ['ADAPTOR_ERROR', 'AUTH-008', 'AV-004', 'EMPTY_AVAILABILITY', 'EMPTY_PASSES', 'SERVER_ERROR', 'SESSION_EXPIRED', 'SLOW_RESPONSE', 'TIMESLOT_UNAVAILABLE'].sort(),
    );
  });
});
