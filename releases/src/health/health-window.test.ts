import type { RedisConnection } from '../redis/redis-connection';
import { stopTestRedisServer, testRedisConnection } from '../testing/test-redis';
import { createHealthWindow, type HealthWindow } from './health-window';
import { createRedisHealthWindow } from './redis-health-window';

const connections: RedisConnection[] = [];
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
  await stopTestRedisServer();
});

type MakeWindow = (options: { windowMs: number; now: () => number }) => Promise<HealthWindow>;
const WINDOWS: [string, MakeWindow][] = [
  ['in this process', async (options) => createHealthWindow(options)],
  [
    'in Redis',
    async (options) => {
      const connection = await testRedisConnection();
      connections.push(connection);
      return createRedisHealthWindow({ connection, ...options });
    },
  ],
];

describe.each(WINDOWS)("a release's page loads and failures over the window, %s", (_where, makeWindow) => {
  it('counts each outcome for its own release, and forgets those older than the window', async () => {
    let now = 1_000_000;
    const window = await makeWindow({ windowMs: 10_000, now: () => now });
    await window.add('bookings', '0.2.0', true);
    await window.add('bookings', '0.2.0', false);
    await window.add('bookings', '0.1.0', false);
    now += 5_000;
    await window.add('bookings', '0.2.0', false);
    expect(await window.countsOf('bookings', '0.2.0')).toEqual({ loads: 3, failures: 1 });
    expect(await window.countsOf('auth', '0.2.0')).toEqual({ loads: 0, failures: 0 });

    now += 5_000;
    expect(await window.countsOf('bookings', '0.2.0')).toEqual({ loads: 1, failures: 0 });
    expect(await window.all()).toEqual({ bookings: { '0.2.0': { loads: 1, failures: 0 } } });
    now += 5_000;
    expect(await window.all()).toEqual({});
  });

  it('counts what several instances add as one', async () => {
    const now = () => 2_000_000;
    const first = await makeWindow({ windowMs: 10_000, now });
    await Promise.all(Array.from({ length: 50 }, (_, index) => first.add('auth', '0.3.0', index % 10 === 0)));
    expect(await first.countsOf('auth', '0.3.0')).toEqual({ loads: 50, failures: 5 });
  });
});

test('two instances sharing Redis count each other’s outcomes', async () => {
  const [a, b] = [await testRedisConnection(), await testRedisConnection()];
  connections.push(a, b);
  const shared = { ...b, keyPrefix: a.keyPrefix };
  const now = () => 3_000_000;
  const first = createRedisHealthWindow({ connection: a, windowMs: 10_000, now });
  const second = createRedisHealthWindow({ connection: shared, windowMs: 10_000, now });
  await first.add('bookings', '0.2.0', true);
  await second.add('bookings', '0.2.0', false);
  expect(await second.countsOf('bookings', '0.2.0')).toEqual({ loads: 2, failures: 1 });
  expect(await first.all()).toEqual({ bookings: { '0.2.0': { loads: 2, failures: 1 } } });
});
