import { setTimeout as sleep } from 'node:timers/promises';
import { HEALTH_REPORTS_PATH } from '@citypass/contracts';
import { csrfPair } from '../auth/testing/auth-flow';
import { RedisServer } from '@citypass/releases/testing';
import { startTestBff, type TestBff } from './testing/test-bff';

// Two instances of the BFF sharing one Redis, as a fleet behind a load balancer would.

const LIMITS = { SIGN_IN_RATE_LIMIT: '3', LOG_RATE_LIMIT: '2', HEALTH_REPORT_RATE_LIMIT: '2', RATE_LIMIT_WINDOW_MS: '60000' };

async function attempt(app: TestBff, ip: string) {
  const { csrfToken, cookies } = await csrfPair(app.url);
  const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  const body = new URLSearchParams({ csrfToken, orderNumber: 'CP-100001', email: 'wrong@example.com', json: 'true' }).toString();
  return fetch(`${app.url}/api/auth/callback/order`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded', cookie },
    body,
  });
}

const beacon = (app: TestBff, ip: string) =>
  fetch(`${app.url}/api/auth/_log`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'level=error&code=SOMETHING_WRONG',
  });

const healthReport = (app: TestBff, ip: string) =>
  fetch(`${app.url}${HEALTH_REPORTS_PATH}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'remote=bookings&version=0.2.0-0123456789ab&outcome=started&token=a.b.c',
  });

const healthOf = async (app: TestBff) => (await fetch(`${app.url}/healthz`)).json();

async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('did not happen in time');
    await sleep(100);
  }
}

const upAgain = (app: TestBff) => eventually(async () => (await healthOf(app)).dependencies.redis === 'up');

describe('rate limits shared by a fleet through Redis', () => {
  let redis: RedisServer;
  let first: TestBff;
  let second: TestBff;

  beforeAll(async () => {
    redis = await RedisServer.start();
    first = await startTestBff({ ...LIMITS, REDIS_URL: redis.url });
    second = await startTestBff({ ...LIMITS, REDIS_URL: redis.url });
    await Promise.all([upAgain(first), upAgain(second)]);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.stop();
  });

  it('limits sign-in attempts at the configured number across instances, not per instance', async () => {
    const statuses = [];
    for (const app of [first, second, first, second]) statuses.push((await attempt(app, '203.0.113.10')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt(first, '203.0.113.10')).status).toBe(429);
    expect((await attempt(second, '203.0.113.11')).status).toBe(401);
  });

  it("limits health reports at the configured number across instances", async () => {
    const statuses = [];
    for (const app of [first, second, first]) statuses.push((await healthReport(app, '198.51.100.10')).status);
    expect(statuses).toEqual([204, 204, 429]);
  });

  it('says in /healthz that Redis is up', async () => {
    expect(await healthOf(first)).toEqual({ status: 'ok', dependencies: { redis: 'up' } });
  });

  describe('while Redis is down', () => {
    beforeAll(() => redis.stop());
    afterAll(async () => {
      await redis.restart();
      await Promise.all([upAgain(first), upAgain(second)]);
    });

    it('refuses sign-in at once with 503 and the error URL the sign-in page reads, never letting attempts through', async () => {
      for (let i = 0; i < 5; i += 1) {
        const started = Date.now();
        const refused = await attempt(i % 2 ? first : second, '203.0.113.20');
        expect(Date.now() - started).toBeLessThan(1500);
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await refused.json()).toEqual({
          error_code: 'SOMETHING_WRONG',
          url: 'http://localhost:8080/api/auth/error?error=SOMETHING_WRONG&provider=order',
        });
      }
    });

    it('keeps limiting log beacons and health reports, per instance, and serves sessions', async () => {
      expect((await beacon(first, '198.51.100.20')).status).toBe(200);
      expect((await beacon(first, '198.51.100.20')).status).toBe(200);
      expect((await beacon(first, '198.51.100.20')).status).toBe(429);
      const reports = [];
      for (const app of [first, first, first, second]) reports.push((await healthReport(app, '198.51.100.21')).status);
      expect(reports).toEqual([204, 204, 429, 204]);
      expect((await fetch(`${first.url}/api/auth/session`)).status).toBe(200);
    });

    it('says in /healthz that Redis is down, still answering 200 (pages and sessions work)', async () => {
      const answer = await fetch(`${second.url}/healthz`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: 'degraded', dependencies: { redis: 'down' } });
    });
  });

  it('counts sign-in attempts again once Redis is back, without a restart', async () => {
    const statuses = [];
    for (const app of [second, first, second, first]) statuses.push((await attempt(app, '203.0.113.30')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('refuses sign-in within the command time-out when Redis hangs', async () => {
    redis.pause();
    try {
      const started = Date.now();
      expect((await attempt(first, '203.0.113.40')).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      redis.resume();
    }
  });
});

test('an instance started while Redis is down refuses sign-in, then limits it once Redis is up', async () => {
  const redis = await RedisServer.start();
  await redis.stop();
  const app = await startTestBff({ ...LIMITS, REDIS_URL: redis.url });
  try {
    expect((await attempt(app, '203.0.113.50')).status).toBe(503);
    await redis.restart();
    await upAgain(app);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt(app, '203.0.113.50')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  } finally {
    await app.close();
    await redis.stop();
  }
});
