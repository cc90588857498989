import { resolve } from 'node:path';
import { MemoryStore, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import {
  createFileRegistryStore,
  createHealthWindow,
  createPageReports,
  createRedisConnection,
  createRedisHealthWindow,
  createRedisPageReports,
  createRedisRegistryStore,
  type HealthWindow,
  type PageReports,
  type RedisStatus,
  type RegistryStore,
} from '@citypass/releases';
import type { Env } from '../config/env';
import { redisLimitStore, withLocalFallback } from './rate-limit-stores';

/**
 * Where the BFF keeps its state: in this process, or with REDIS_URL shared by the fleet in Redis.
 * Decided once, at start; each part is handed the stores it uses and never asks which it got.
 */
export interface StateBackend {
  /** The release registry (RELEASE_REGISTRY_FILE); with Redis, the fleet's, with the file as this instance's snapshot. */
  registry: RegistryStore | null;
  /** Release health's counts (visitors' and previews', apart) and the pages that reported. */
  health: { window: HealthWindow; previews: HealthWindow; pages: PageReports; sharedByFleet: boolean };
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
  const windowMs = env.HEALTH_WINDOW_MS;
  if (!env.REDIS_URL) {
    const registry = registryFile ? createFileRegistryStore(registryFile) : null;
    return {
      registry,
      health: { window: createHealthWindow({ windowMs }), previews: createHealthWindow({ windowMs }), pages: createPageReports(), sharedByFleet: false },
      limitStore: () => new MemoryStore(),
      dependencies: () => ({}),
      close: async () => registry?.close(),
    };
  }
  const connection = createRedisConnection({ url: env.REDIS_URL, keyPrefix, logger });
  const registry = registryFile ? createRedisRegistryStore({ connection, snapshotFile: registryFile, logger }) : null;
  return {
    registry,
    health: {
      window: createRedisHealthWindow({ connection, windowMs }),
      previews: createRedisHealthWindow({ connection, windowMs, name: 'preview-health' }),
      pages: createRedisPageReports(connection),
      sharedByFleet: true,
    },
    limitStore: (name, strict) => (strict ? redisLimitStore(connection, name) : withLocalFallback(redisLimitStore(connection, name))),
    dependencies: () => ({ redis: connection.status() }),
    async close() {
      await registry?.close();
      await connection.close();
    },
  };
}
