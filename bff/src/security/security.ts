import type { RequestHandler } from 'express';
import type { Store } from 'express-rate-limit';
import type { ReleaseService } from '@citypass/releases';
import type { Env } from '../config/env';
import type { BffMetrics } from '../observability/bff-metrics';
import { createCrossOriginWriteGuard, writeOrigins } from './cross-origin-writes';
import { createHealthReportRateLimit, createLogRateLimit, createSignInRateLimit } from './rate-limits';
import { createDevServerPolicy, createSecurityHeaders } from './security-headers';

type SecurityEnv = Pick<
  Env,
  'NODE_ENV' | 'PUBLIC_URL' | 'ANALYTICS_ID' | 'SIGN_IN_RATE_LIMIT' | 'LOG_RATE_LIMIT' | 'HEALTH_REPORT_RATE_LIMIT' | 'RATE_LIMIT_WINDOW_MS'
>;

/** The middleware every answer goes through, and the page policy of a dev server's preview. */
interface AnswerDefences {
  signInRateLimit: RequestHandler;
  logRateLimit: RequestHandler;
  /** The limit on pages' health reports, beacons any page sends. */
  healthReportRateLimit: RequestHandler;
  securityHeaders: RequestHandler;
  devServerPolicy: ReturnType<typeof createDevServerPolicy>;
  crossOriginWrites: RequestHandler;
}

interface Security {
  /** Once the release service can say where the remotes are. */
  forAnswers(releases: Pick<ReleaseService, 'remotes' | 'policyRemotes'>): AnswerDefences;
}

/**
 * The BFF's defences, from its settings (SECURITY.md): the rate limits, counting where the
 * deployment keeps its state, and the headers and write guard of every answer, which name the
 * remotes' origins the release service gives.
 */
export function createSecurity(env: SecurityEnv, limitStore: (name: string, strict: boolean) => Store, metrics: BffMetrics): Security {
  const windowMs = env.RATE_LIMIT_WINDOW_MS;
  // Beacons count in this process while shared counts cannot be reached; sign-in fails closed instead.
  const beaconStoreOf = (name: string) => limitStore(name, false);
  const analyticsId = env.ANALYTICS_ID ?? null;
  const https = env.PUBLIC_URL.startsWith('https://');
  return {
    forAnswers: (releases) => ({
      healthReportRateLimit: createHealthReportRateLimit({ limit: env.HEALTH_REPORT_RATE_LIMIT, windowMs, storeOf: beaconStoreOf, metrics }),
      signInRateLimit: createSignInRateLimit({ publicUrl: env.PUBLIC_URL, limit: env.SIGN_IN_RATE_LIMIT, windowMs, storeOf: (name) => limitStore(name, true), metrics }),
      logRateLimit: createLogRateLimit({ limit: env.LOG_RATE_LIMIT, windowMs, storeOf: beaconStoreOf, metrics }),
      securityHeaders: createSecurityHeaders({ registry: releases.policyRemotes, analyticsId, https }),
      devServerPolicy: createDevServerPolicy({ analyticsId, https }),
      crossOriginWrites: createCrossOriginWriteGuard(writeOriginsOf(env, releases)),
    }),
  };
}

/** Production allows the app's origin alone, so it is worked out once rather than per call. */
function writeOriginsOf(env: SecurityEnv, releases: Pick<ReleaseService, 'remotes'>): () => readonly string[] {
  if (env.NODE_ENV === 'production') {
    const origins = writeOrigins(env.PUBLIC_URL, [], true);
    return () => origins;
  }
  return () => writeOrigins(env.PUBLIC_URL, Object.values(releases.remotes().manifests), false);
}
