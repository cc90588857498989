import { resolve } from 'node:path';
import { MemoryStore, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { createRedisConnection, createReleaseStores, type RedisStatus, type ReleaseStores } from '@citypass/releases';
import type { Env } from '../config/env';
import { redisLimitStore, withLocalFallback } from './rate-limit-stores';

/**
 * Where the BFF keeps its state: in this process, or with REDIS_URL shared by the fleet in Redis.
 * Decided once, at start; each part is handed the stores it uses and never asks which it got.
 */
export interface StateBackend {
  /** The release service's registry and health counts. */
  releases: ReleaseStores;
  /**
   * Where a named rate limit counts. While shared counts cannot be reached, a `strict` limit's
   * store fails (its limiter refuses); any other counts in this process meanwhile.
   */
  limitStore(name: string, strict: boolean): Store;
  /** Each service the state depends on beyond this process, up or down. */
  dependencies(): Record<string, RedisStatus>;
  close(): Promise<void>;
}

export function createStateBackend(env: Env, keyPrefix: string, logger: Logger): StateBackend {
  const registryFile = env.RELEASE_REGISTRY_FILE ? resolve(env.RELEASE_REGISTRY_FILE) : null;
  const redis = env.REDIS_URL ? createRedisConnection({ url: env.REDIS_URL, keyPrefix, logger }) : null;
  const releases = createReleaseStores({ registryFile, windowMs: env.HEALTH_WINDOW_MS, redis, logger });
  if (!redis) {
    return { releases, limitStore: () => new MemoryStore(), dependencies: () => ({}), close: () => releases.close() };
  }
  return {
    releases,
    limitStore: (name, strict) => (strict ? redisLimitStore(redis, name) : withLocalFallback(redisLimitStore(redis, name))),
    dependencies: () => ({ redis: redis.status() }),
    async close() {
      await releases.close();
      await redis.close();
    },
  };
}
