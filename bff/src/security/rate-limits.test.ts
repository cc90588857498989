import { HEALTH_REPORTS_PATH } from '@citypass/contracts';
import { csrfPair } from '../auth/testing/auth-flow';
import { http } from '../auth/testing/http';
import { startTestBff, type TestBff } from './testing/test-bff';

// The BFF trusts X-Forwarded-For from loopback only, so these tests speak as different clients.
const asClient = (ip: string) => ({ 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded' });

async function attempt(app: TestBff, ip: string, path = '/api/auth/callback/order') {
  const { csrfToken, cookies } = await csrfPair(app.url);
  const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  const body = new URLSearchParams({ csrfToken, orderNumber: 'CP-100001', email: 'wrong@example.com', json: 'true' }).toString();
  return fetch(`${app.url}${path}`, { method: 'POST', headers: { ...asClient(ip), cookie }, body, redirect: 'manual' });
}

describe('rate limits', () => {
  let app: TestBff;

  beforeAll(async () => {
    app = await startTestBff({ SIGN_IN_RATE_LIMIT: '3', LOG_RATE_LIMIT: '2', HEALTH_REPORT_RATE_LIMIT: '3', RATE_LIMIT_WINDOW_MS: '60000' });
  });

  afterAll(() => app.close());

  it('refuses the sign-in attempt past the limit with 429, Retry-After and an error URL the client can read', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(app, '203.0.113.1')).status).toBe(401);
    const refused = await attempt(app, '203.0.113.1');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error_code: 'RATE_LIMITED',
      url: 'http://localhost:8080/api/auth/error?error=RATE_LIMITED&provider=order',
    });
  });

  it('counts POST signin/{id} with the sign-in attempts, per client', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(app, '203.0.113.2', '/api/auth/signin/order')).status).toBe(200);
    expect((await attempt(app, '203.0.113.2', '/api/auth/callback/order')).status).toBe(429);
    expect((await attempt(app, '203.0.113.3')).status).toBe(401);
  });

  it('counts a sign-in however its path is written, as the protocol reads it (extra slashes and segments)', async () => {
    for (const path of ['/api/auth//callback/order', '/api/auth/callback//order/x', '/api/auth///signin/order']) {
      expect((await attempt(app, '203.0.113.4', path)).status).not.toBe(429);
    }
    expect((await attempt(app, '203.0.113.4', '/api/auth//callback/order')).status).toBe(429);
  });

  it('leaves the session, csrf and providers calls alone', async () => {
    for (let i = 0; i < 8; i += 1) {
      const session = await fetch(`${app.url}/api/auth/session`, { headers: asClient('203.0.113.1') });
      expect(session.status).toBe(200);
    }
  });

  it('limits the log beacon per client', async () => {
    const beacon = (ip: string) =>
      fetch(`${app.url}/api/auth/_log`, { method: 'POST', headers: asClient(ip), body: 'level=error&code=SOMETHING_WRONG' });
    expect((await beacon('198.51.100.1')).status).toBe(200);
    expect((await beacon('198.51.100.1')).status).toBe(200);
    const refused = await beacon('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error_code: 'RATE_LIMITED' });
    expect((await beacon('198.51.100.2')).status).toBe(200);
  });

  it('counts the log beacon however its path is written, as the protocol reads it', async () => {
    const beacon = (path: string) => fetch(`${app.url}${path}`, { method: 'POST', headers: asClient('198.51.100.4'), body: 'level=error&code=SOMETHING_WRONG' });
    expect((await beacon('/api/auth//_log')).status).toBe(200);
    expect((await beacon('/api/auth/_log/x')).status).toBe(200);
    expect((await beacon('/api/auth//_log')).status).toBe(429);
  });

  it("limits remotes' health reports on their own, so a visitor's page loads do not use up the log beacon's limit", async () => {
    const post = (ip: string, path: string, body: string) => fetch(`${app.url}${path}`, { method: 'POST', headers: asClient(ip), body });
    const health = 'remote=bookings&version=0.2.0-0123456789ab&outcome=started&token=a.b.c';
    for (let i = 0; i < 3; i += 1) expect((await post('198.51.100.3', HEALTH_REPORTS_PATH, health)).status).toBe(204);
    const refused = await post('198.51.100.3', HEALTH_REPORTS_PATH, health);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error_code: 'RATE_LIMITED' });
    expect((await post('198.51.100.3', '/api/auth/_log', 'level=error&code=SOMETHING_WRONG')).status).toBe(200);
    expect((await post('198.51.100.3', '/api/auth/_log', 'level=error&code=SOMETHING_WRONG')).status).toBe(200);
    expect((await post('198.51.100.3', '/api/auth/_log', 'level=error&code=SOMETHING_WRONG')).status).toBe(429);
    expect((await post('198.51.100.3', HEALTH_REPORTS_PATH, health)).status).toBe(429);
    expect((await post('198.51.100.4', HEALTH_REPORTS_PATH, health)).status).toBe(204);
  });

  it('limits a client that sends no forwarding header by its own address', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await http(`${app.url}/api/auth/_log`, { form: { level: 'warn', code: 'X' } })).status);
    expect(answers).toContain(429);
  });
});
