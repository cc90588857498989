import { setTimeout as sleep } from 'node:timers/promises';
import { RedisServer } from '../testing/redis-server';
import { createRedisConnection, REDIS_COMMAND_TIMEOUT_MS } from './redis-connection';

const quiet = { warn: jest.fn(), info: jest.fn() };

async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe('the Redis connection', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await RedisServer.start();
  });
  afterAll(() => redis.stop());

  it('fails a command at once while Redis is down, and reconnects on its own when it is back', async () => {
    const connection = createRedisConnection({ url: redis.url, keyPrefix: 'test:', logger: quiet });
    try {
      await until(() => connection.status() === 'up');
      await connection.client.set('test:key', 'value');
      await redis.stop();
      await until(() => connection.status() === 'down');
      const started = Date.now();
      await expect(connection.client.get('test:key')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS);
      expect(quiet.warn).toHaveBeenCalledWith(expect.objectContaining({ code: 'REDIS_DOWN' }), expect.any(String));
      await redis.restart();
      await until(() => connection.status() === 'up');
      expect(await connection.client.get('test:key')).toBeNull();
    } finally {
      await connection.close();
    }
  });

  it('is up only while its subscriber is back too: until then other instances\' changes would not reach it', async () => {
    const connection = createRedisConnection({ url: redis.url, keyPrefix: 'test:', logger: quiet });
    try {
      const subscriber = connection.subscriber();
      await until(() => connection.status() === 'up');
      subscriber.disconnect(true);
      await until(() => subscriber.status !== 'ready');
      expect(connection.client.status).toBe('ready');
      expect(connection.status()).toBe('down');
      await until(() => connection.status() === 'up');
      expect(subscriber.status).toBe('ready');
    } finally {
      await connection.close();
    }
  });

  it('times a command out when Redis stops answering', async () => {
    const connection = createRedisConnection({ url: redis.url, keyPrefix: 'test:', logger: quiet });
    try {
      await until(() => connection.status() === 'up');
      redis.pause();
      const started = Date.now();
      await expect(connection.client.get('test:key')).rejects.toThrow(/timed out/i);
      expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 500);
    } finally {
      redis.resume();
      await connection.close();
    }
  });
});
