import type { Logger } from 'pino';
import { createHealthWindow, type HealthWindow } from '../health/health-window';
import { createPageReports, createRedisPageReports, type PageReports } from '../health/page-reports';
import { createRedisHealthWindow } from '../health/redis-health-window';
import type { RedisConnection } from '../redis/redis-connection';
import { createFileRegistryStore } from '../registry-store/file-registry-store';
import { createRedisRegistryStore } from '../registry-store/redis-registry-store';
import type { RegistryStore } from '../registry-store/registry-store';

/** Where the release service keeps its state: in this process and the registry's file, or the fleet's Redis. */
export interface ReleaseStores {
  /** The release registry (RELEASE_REGISTRY_FILE); with Redis, the fleet's, with the file as this instance's snapshot. */
  registry: RegistryStore | null;
  /** Release health's counts (visitors' and previews', apart) and the pages that reported. */
  health: { window: HealthWindow; previews: HealthWindow; pages: PageReports; sharedByFleet: boolean };
  close(): Promise<void>;
}

interface ReleaseStoreOptions {
  /** The registry's file; none: no registry (remotes load from their origins, unchecked). */
  registryFile: string | null;
  /** The window release health counts page loads over. */
  windowMs: number;
  /** The fleet's Redis, when the deployment shares its state; its owner closes it. */
  redis: RedisConnection | null;
  logger: Logger;
}

/** The stores, chosen once at start from where the deployment keeps its state. */
export function createReleaseStores({ registryFile, windowMs, redis, logger }: ReleaseStoreOptions): ReleaseStores {
  if (!redis) {
    const registry = registryFile ? createFileRegistryStore(registryFile) : null;
    return {
      registry,
      health: { window: createHealthWindow({ windowMs }), previews: createHealthWindow({ windowMs }), pages: createPageReports(), sharedByFleet: false },
      close: async () => registry?.close(),
    };
  }
  const registry = registryFile ? createRedisRegistryStore({ connection: redis, snapshotFile: registryFile, logger }) : null;
  return {
    registry,
    health: {
      window: createRedisHealthWindow({ connection: redis, windowMs }),
      previews: createRedisHealthWindow({ connection: redis, windowMs, name: 'preview-health' }),
      pages: createRedisPageReports(redis),
      sharedByFleet: true,
    },
    close: async () => registry?.close(),
  };
}
