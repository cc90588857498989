import { startTempUpstream, type TempUpstream } from '@citypass/reservations-service/testing';
import { closedPortUrl } from '../proxy/testing/serve';
import { createUpstreamClient } from './client';

describe('upstream client against the reference service', () => {
  let upstream: TempUpstream;
  beforeAll(async () => {
    upstream = await startTempUpstream();
  });
  afterAll(() => upstream.dispose());

  it('signs in once with an issued magic-link token, then answers TOKEN_EXPIRED', async () => {
    const client = createUpstreamClient({ baseUrl: upstream.url, timeoutMs: 2000 });
    const issued = await client.issueMagicLink({ orderNumber: 'CP-100002', email: 'one.pass@example.com' });
    if (!issued.ok) throw new Error(issued.error_code);
    const first = await client.signInWithMagicLink({ token: issued.value.token });
    expect(first.ok && first.value.order.order_number).toBe('CP-100002');
    expect(await client.signInWithMagicLink({ token: issued.value.token })).toEqual({ ok: false, status: 401, error_code: 'TOKEN_EXPIRED' });
  });

  it('forwards a scenario', async () => {
    const client = createUpstreamClient({ baseUrl: upstream.url, timeoutMs: 2000 });
    const result = await client.signInWithOrder({ orderNumber: 'CP-100001', email: 'three.passes@example.com' }, { scenario: 'AUTH-008' });
    expect(result).toEqual({ ok: false, status: 403, error_code: 'AUTH-008' });
  });
});

describe('upstream client failures', () => {
  it('turns an unreachable service into UPSTREAM_UNAVAILABLE', async () => {
    const client = createUpstreamClient({ baseUrl: await closedPortUrl(), timeoutMs: 2000 });
    expect(await client.signInWithOrder({ orderNumber: 'CP-100001', email: 'x@example.com' })).toEqual({
      ok: false,
      status: 502,
      error_code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('turns a slow service into UPSTREAM_TIMEOUT', async () => {
    const upstream = await startTempUpstream({ slowResponseMs: 1000 });
    try {
      const client = createUpstreamClient({ baseUrl: upstream.url, timeoutMs: 100 });
      const result = await client.signInWithOrder({ orderNumber: 'CP-100001', email: 'x@example.com' }, { scenario: 'SLOW_RESPONSE' });
      expect(result).toEqual({ ok: false, status: 504, error_code: 'UPSTREAM_TIMEOUT' });
    } finally {
      await upstream.dispose();
    }
  });
});
