import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRedisConnection, type RedisConnection } from '../redis/redis-connection';
import { RedisServer } from './redis-server';

// One redis-server for a test file's tests, each on keys of its own; stopped in the file's afterAll.

let server: Promise<RedisServer> | null = null;

export function testRedisServer(): Promise<RedisServer> {
  server ??= RedisServer.start();
  return server;
}

export async function stopTestRedisServer(): Promise<void> {
  const started = server;
  server = null;
  await (await started)?.stop();
}

const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined };

/** A connection to the file's redis-server, ready, with a key prefix no other test uses. */
export async function testRedisConnection(): Promise<RedisConnection> {
  const connection = createRedisConnection({ url: (await testRedisServer()).url, keyPrefix: `test:${randomUUID()}:`, logger: quiet });
  await whenUp(connection);
  return connection;
}

export async function whenUp(connection: Pick<RedisConnection, 'status'>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (connection.status() !== 'up') {
    if (Date.now() > deadline) throw new Error('Redis did not come up');
    await sleep(20);
  }
}
