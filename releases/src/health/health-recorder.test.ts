import type { RedisConnection } from '../redis/redis-connection';
import { stopTestRedisServer, testRedisConnection } from '../testing/test-redis';
import { createHealthRecorder } from './health-recorder';
import { createHealthTokens } from './health-token';
import { createHealthWindow } from './health-window';
import { createPageReports, createRedisPageReports, type PageReports } from './page-reports';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const V2 = '0.2.0-0123456789ab';

const connections: RedisConnection[] = [];
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
  await stopTestRedisServer();
});

type MakePages = (now: () => number) => Promise<PageReports>;
const PAGE_RECORDS: [string, MakePages][] = [
  ['in this process', async (now) => createPageReports({ now })],
  [
    'in Redis',
    async () => {
      const connection = await testRedisConnection();
      connections.push(connection);
      return createRedisPageReports(connection);
    },
  ],
];

describe.each(PAGE_RECORDS)('a health report, pages remembered %s', (_where, makePages) => {
  async function recorder() {
    let now = Date.now();
    const clock = () => now;
    const tokens = createHealthTokens(SECRET, { ttlMs: 60_000, now: clock });
    const window = createHealthWindow({ windowMs: 600_000, now: clock });
    const previews = createHealthWindow({ windowMs: 600_000, now: clock });
    const counted = jest.fn();
    const pages = await makePages(clock);
    const health = createHealthRecorder({ tokens, window, previews, pages, onCounted: counted });
    return { tokens, window, previews, counted, health, pages, later: (ms: number) => (now += ms) };
  }

  it("counts once per page and remote, with the page's token for that release", async () => {
    const { tokens, window, counted, health } = await recorder();
    const token = await tokens.mint({ bookings: V2, auth: '0.1.0-0123456789ab' });
    await Promise.all([
      health.record({ remote: 'bookings', version: V2, outcome: 'failed', failure: 'render', token }),
      health.record({ remote: 'bookings', version: V2, outcome: 'failed', failure: 'render', token }),
    ]);
    await health.record({ remote: 'bookings', version: V2, outcome: 'started', token });
    await health.record({ remote: 'auth', version: '0.1.0-0123456789ab', outcome: 'started', token });
    expect(await window.countsOf('bookings', V2)).toEqual({ loads: 1, failures: 1 });
    expect(await window.countsOf('auth', '0.1.0-0123456789ab')).toEqual({ loads: 1, failures: 0 });
    expect(counted).toHaveBeenCalledWith({ remote: 'bookings', version: V2, failed: true });
    expect(counted).toHaveBeenCalledTimes(2);
  });

  it("counts a previewed remote's outcome apart, never for visitors, and the page's other remotes as usual", async () => {
    const { tokens, window, previews, counted, health } = await recorder();
    const token = await tokens.mint({ bookings: V2, auth: '0.1.0-0123456789ab' }, ['bookings']);
    await health.record({ remote: 'bookings', version: V2, outcome: 'failed', failure: 'render', token });
    await health.record({ remote: 'bookings', version: V2, outcome: 'failed', failure: 'render', token });
    await health.record({ remote: 'auth', version: '0.1.0-0123456789ab', outcome: 'started', token });
    expect(await previews.all()).toEqual({ bookings: { [V2]: { loads: 1, failures: 1 } } });
    expect(await window.all()).toEqual({ auth: { '0.1.0-0123456789ab': { loads: 1, failures: 0 } } });
    expect(counted).toHaveBeenCalledTimes(1);
    expect(counted).toHaveBeenCalledWith({ remote: 'auth', version: '0.1.0-0123456789ab', failed: false });
  });

  it('is not counted with a forged or expired token, or for a release or remote its page does not load', async () => {
    const { tokens, window, health, later } = await recorder();
    const token = await tokens.mint({ bookings: V2 });
    await health.record({ remote: 'bookings', version: V2, outcome: 'failed', failure: 'network', token: `${token.split('.').slice(0, 2).join('.')}.AAAA` });
    await health.record({ remote: 'bookings', version: '0.3.0-0123456789ab', outcome: 'failed', failure: 'network', token });
    await health.record({ remote: 'attractions', version: V2, outcome: 'failed', failure: 'network', token });
    later(60_000);
    await health.record({ remote: 'bookings', version: V2, outcome: 'failed', failure: 'network', token });
    expect(await window.all()).toEqual({});
  });
});

test('in this process, at most so many pages are remembered, the oldest forgotten first', async () => {
  const pages = createPageReports({ maxPages: 2 });
  const expiresAt = Date.now() + 60_000;
  for (const page of ['a', 'b', 'c']) expect(await pages.claim(page, 'bookings', expiresAt)).toBe(true);
  expect(await pages.claim('c', 'bookings', expiresAt)).toBe(false);
  expect(await pages.claim('a', 'bookings', expiresAt)).toBe(true);
});

test('a report that cannot be counted is handed to onUncounted, and the sender is told nothing', async () => {
  const tokens = createHealthTokens(SECRET);
  const failing = { claim: () => Promise.reject(new Error('Redis is down')) };
  const uncounted = jest.fn();
  const window = createHealthWindow({ windowMs: 600_000 });
  const health = createHealthRecorder({ tokens, window, previews: window, pages: failing, onUncounted: uncounted });
  await expect(health.record({ remote: 'bookings', version: V2, outcome: 'started', token: await tokens.mint({ bookings: V2 }) })).resolves.toBeUndefined();
  expect(uncounted).toHaveBeenCalledWith(new Error('Redis is down'));
});
