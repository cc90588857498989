import { scenarioNames } from '../scenarios/scenario-names';
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

  it.each([
    ['ADAPTOR_ERROR', 'GET', availability, undefined, 502],
    ['ADAPTOR_ERROR', 'POST', () => '/booking', booking, 502],
    ['AV-004', 'GET', availability, undefined, 422],
    ['AV-004', 'POST', () => '/booking', booking, 422],
    ['TIMESLOT_UNAVAILABLE', 'POST', () => '/booking', booking, 409],
    ['SESSION_EXPIRED', 'GET', () => '/reservations', undefined, 401],
    ['SERVER_ERROR', 'GET', () => '/offers', undefined, 500],
  ] as const)('%s makes %s %s fail', async (scenario, method, path, body, status) => {
    const response = await call(upstream.url, method, path(), { token, scenario, body: body?.() });
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
