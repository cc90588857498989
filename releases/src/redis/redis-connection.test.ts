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

  it('is up only once its followed channel is subscribed again: until then other instances\' changes would not reach it', async () => {
    const connection = createRedisConnection({ url: redis.url, keyPrefix: 'test:', logger: quiet });
    const messages: string[] = [];
    let followings = 0;
    try {
      connection.follow('test:channel', { onMessage: (text) => messages.push(text), onFollowing: () => (followings += 1) });
      await until(() => connection.status() === 'up');
      expect(followings).toBe(1);
      // Redis drops the subscriber's connection alone: commands still work, changes would be missed.
      await connection.client.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      await until(() => connection.status() === 'down');
      expect(connection.client.status).toBe('ready');
      await until(() => connection.status() === 'up');
      expect(followings).toBe(2);
      // Once up, nothing published is missed.
      await connection.client.publish('test:channel', 'after the reconnect');
      await until(() => messages.length === 1);
      expect(messages).toEqual(['after the reconnect']);
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
