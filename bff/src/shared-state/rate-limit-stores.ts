import { createHash } from 'node:crypto';
import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { RedisConnection } from '@citypass/releases';

/**
 * A limiter's counts in Redis, shared by every instance of the fleet. The store loads its Lua
 * scripts once, at start: were Redis down then, it would keep the failed load forever. A script's
 * SHA1 is known without Redis, so a failed load answers it, and the store loads the script again
 * on the first NOSCRIPT (which a Redis that restarted empty answers too).
 */
export function redisLimitStore(connection: RedisConnection, name: string): Store {
  return new RedisStore({
    prefix: `${connection.keyPrefix}rate-limit:${name}:`,
    sendCommand: async (command: string, ...args: string[]) => {
      try {
        return (await connection.client.call(command, ...args)) as RedisReply;
      } catch (error) {
        if (command === 'SCRIPT' && args[0] === 'LOAD' && args[1] !== undefined) return createHash('sha1').update(args[1]).digest('hex');
        throw error;
      }
    },
  });
}

/**
 * Counts in the shared store, and in this process while the shared store cannot be reached: a
 * limit that must hold even then (never unlimited), where refusing everyone would be worse.
 */
export function withLocalFallback(shared: Store): Store {
  const local = new MemoryStore();
  return {
    localKeys: false,
    async init(options: Options) {
      local.init(options);
      await shared.init?.(options);
    },
    async increment(key) {
      try {
        return await shared.increment(key);
      } catch {
        return local.increment(key);
      }
    },
    async decrement(key) {
      await Promise.allSettled([shared.decrement(key), local.decrement(key)]);
    },
    async resetKey(key) {
      await Promise.allSettled([shared.resetKey(key), local.resetKey(key)]);
    },
    shutdown: () => local.shutdown(),
  };
}
