import { call, startTempUpstream, type TempUpstream } from '../testing/temp-upstream';

describe('reference upstream: sign-in', () => {
  let upstream: TempUpstream;
  beforeAll(async () => {
    upstream = await startTempUpstream();
  });
  afterAll(() => upstream.dispose());

  it('signs in a demo order by order number and e-mail, ignoring e-mail case', async () => {
    const { status, body } = await call(upstream.url, 'POST', '/auth/order', {
      body: { orderNumber: 'cp-100001', email: 'Three.Passes@Example.com' },
    });
    expect(status).toBe(200);
    expect(body.access_token).toEqual(expect.any(String));
    expect(Date.parse(body.expires_at)).toBeGreaterThan(Date.now());
    expect(body.order.order_number).toBe('CP-100001');
    expect(body.order.passes.map((p: { pass_number: string }) => p.pass_number)).toEqual(['100000000011', '100000000012', '100000000013']);
  });

  it.each([
    ['CP-100001', 'someone.else@example.com', 401, 'ORDER_NOT_FOUND'],
    ['CP-999999', 'three.passes@example.com', 401, 'ORDER_NOT_FOUND'],
    ['CP-100004', 'cancelled@example.com', 403, 'ORDER_CANCELLED'],
    ['CP-100005', 'unverified@example.com', 403, 'UNVERIFIED_EMAIL'],
    ['CP-100006', 'registering@example.com', 403, 'AUTH-007'],
    ['CP-100007', 'too.large@example.com', 403, 'AUTH-006'],
  ])('refuses %s / %s with %i %s', async (orderNumber, email, status, code) => {
    const response = await call(upstream.url, 'POST', '/auth/order', { body: { orderNumber, email } });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error_code: code, message: expect.any(String) });
  });

  it('answers AUTH-008 under that scenario', async () => {
    const response = await call(upstream.url, 'POST', '/auth/order', {
      body: { orderNumber: 'CP-100001', email: 'three.passes@example.com' },
      scenario: 'AUTH-008',
    });
    expect(response).toEqual({ status: 403, body: { error_code: 'AUTH-008', message: expect.any(String) } });
  });

  it('refuses a malformed body with INVALID_REQUEST', async () => {
    const response = await call(upstream.url, 'POST', '/auth/order', { body: { orderNumber: 42 } });
    expect(response.status).toBe(400);
    expect(response.body.error_code).toBe('INVALID_REQUEST');
  });

  it.each([
    [{ orderNumber: ' ', email: 'three.passes@example.com' }, 'orderNumber: an order number is required'],
    [{ orderNumber: 'CP-100001', email: 'three.passes' }, 'email: not an e-mail address'],
  ])('reads the credentials by the contract: %j is refused (%s)', async (body, message) => {
    const response = await call(upstream.url, 'POST', '/auth/order', { body });
    expect(response).toEqual({ status: 400, body: { error_code: 'INVALID_REQUEST', message } });
  });

  it('signs in once with a magic-link token, then answers TOKEN_EXPIRED', async () => {
    const token = await issueMagicLink(upstream.url, 'CP-100002', 'one.pass@example.com');
    const first = await call(upstream.url, 'POST', '/auth/magic-link', { body: { token } });
    expect(first.status).toBe(200);
    expect(first.body.order.order_number).toBe('CP-100002');
    expect(await call(upstream.url, 'POST', '/auth/magic-link', { body: { token } })).toEqual({
      status: 401,
      body: { error_code: 'TOKEN_EXPIRED', message: expect.any(String) },
    });
  });

  it('answers ORDER_NOT_FOUND for an unknown magic-link token', async () => {
    const response = await call(upstream.url, 'POST', '/auth/magic-link', { body: { token: 'never-issued-token' } });
    expect(response).toEqual({ status: 401, body: { error_code: 'ORDER_NOT_FOUND', message: expect.any(String) } });
  });

  it('applies the order state to magic-link sign-in too', async () => {
    const token = await issueMagicLink(upstream.url, 'CP-100004', 'cancelled@example.com');
    const response = await call(upstream.url, 'POST', '/auth/magic-link', { body: { token } });
    expect(response).toEqual({ status: 403, body: { error_code: 'ORDER_CANCELLED', message: expect.any(String) } });
  });
});

describe('reference upstream: expiring tokens', () => {
  let upstream: TempUpstream;
  let clock = Date.now();
  beforeAll(async () => {
    upstream = await startTempUpstream({ now: () => clock, accessTokenTtlMs: 60_000, magicLinkTtlMs: 60_000 });
  });
  afterAll(() => upstream.dispose());

  it('answers TOKEN_EXPIRED for an expired magic link', async () => {
    const token = await issueMagicLink(upstream.url, 'CP-100001', 'three.passes@example.com');
    clock += 61_000;
    const response = await call(upstream.url, 'POST', '/auth/magic-link', { body: { token } });
    expect(response).toEqual({ status: 401, body: { error_code: 'TOKEN_EXPIRED', message: expect.any(String) } });
  });
});

async function issueMagicLink(baseUrl: string, orderNumber: string, email: string): Promise<string> {
  const issued = await call(baseUrl, 'POST', '/auth/magic-link/issue', { body: { orderNumber, email } });
  if (issued.status !== 200) throw new Error(JSON.stringify(issued.body));
  return issued.body.token as string;
}
