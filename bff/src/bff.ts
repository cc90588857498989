import { resolve } from 'node:path';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApp } from './app';
import { createCrawlerFiles } from './crawlers/crawler-files';
import { resolveAuthSecret } from './auth/auth-secret';
import { createAuthRouter } from './auth/router';
import { createSessionReaders } from './auth/session-reader';
import { createSessionCodec } from './auth/session-token';
import { assertBrandName } from './config/brands';
import { resolveContactLinks } from './config/contact-links';
import type { Env } from './config/env';
import { releaseOriginsOf } from './config/release-origins';
import { createRegistrySource, type RemotesRegistry } from './config/remotes-registry';
import { SettingsProblems } from './config/config-messages';
import { settingsProblems } from './config/settings-problems';
import { registryCanaries, createReleaseHealth, createPromotedRemotesSource, type PromotedRemotes, createReleasesRouter, readShellProvides, releasesPageDir, createOriginCheck, type ReleaseOrigins, type RegistryStore, manifestsAtOrigins } from '@citypass/releases';
import { createVisitorRemotes } from './page-releases/visitor-remotes';
import { createPreviews } from './page-releases/previews';
import { createRemoteFilesCache } from './static/remote-files-cache';
import { createProxyRouter } from './proxy/router';
import { createCrossOriginWriteGuard, writeOrigins } from './security/cross-origin-writes';
import { createHealthReportRateLimit, createLogRateLimit, createSignInRateLimit } from './security/rate-limits';
import { createDevServerPolicy, createSecurityHeaders } from './security/security-headers';
import { readScenarioCookie } from './scenarios/scenario-cookie';
import { createScenarioMiddleware } from './scenarios/scenario-middleware';
import { createStateBackend } from './shared-state/state-backend';
import { createUpstreamClient } from './upstream-client/client';
import { startUpstream, type RunningUpstream } from '@citypass/reservations-service';
import { createHttpMetrics } from '@citypass/observability';
import { createBffMetrics, type BffMetrics } from './observability/bff-metrics';
import { countingChanges } from './observability/registry-changes';

export interface Bff {
  /** The Express app that answers every request (app.ts). */
  app: Express;
  upstreamUrl: string;
  /** The reference reservations service with its demo orders, when no UPSTREAM_URL was given (never in production). */
  embedded: RunningUpstream | null;
  /** Its metrics, for the metrics listener (server.ts). */
  metrics: BffMetrics;
  /** Closes what the BFF holds open besides its HTTP server (its Redis connections). */
  close(): Promise<void>;
}

/** Everything the BFF serves, built from its configuration (it does not listen). */
export async function createBff(env: Env, logger: Logger): Promise<Bff> {
  const problems = settingsProblems(env);
  if (problems.length > 0) throw new SettingsProblems('The settings do not allow a start', problems);
  const brand = assertBrandName(env.BRAND);
  const secret = resolveAuthSecret(env, logger);
  const contactLinks = resolveContactLinks(env, logger);
  const origins = releaseOriginsOf(env);
  const state = createStateBackend(env, env.REDIS_KEY_PREFIX ?? `citypass:${brand}:`, logger);
  const metrics = createBffMetrics();
  const releaseRegistry = state.registry && countingChanges(state.registry, metrics.registryChange);
  watchState(metrics, releaseRegistry, state.dependencies);
  const { remotes, policyRegistry } = remotesSource(env, origins, releaseRegistry);
  const registry = () => remotes().manifests;
  const https = env.PUBLIC_URL.startsWith('https://');
  const shellDir = resolve(env.SHELL_DIST);
  const shellProvides = () => readShellProvides(shellDir);
  const originCheck = createOriginCheck(() => origins);
  const previews = createPreviews({
    secret,
    publicUrl: env.PUBLIC_URL,
    production: env.NODE_ENV === 'production',
    registry: releaseRegistry,
    origins,
    originCheck,
    shellProvides,
    secureCookie: https,
  });
  const testScenarios = (env.TEST_SCENARIOS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
  const embedded = env.UPSTREAM_URL
    ? null
    : await startUpstream({ dataDir: resolve(env.DATA_DIR), port: env.UPSTREAM_PORT, host: '127.0.0.1', demoOrders: true });
  const upstreamUrl = env.UPSTREAM_URL ?? embedded!.url;
  // Beacons count in this process while shared counts cannot be reached; sign-in fails closed instead.
  const beaconStoreOf = (name: string) => state.limitStore(name, false);
  const codec = createSessionCodec(secret); // one codec: a token decrypted once serves the protocol and the proxy
  const sessions = createSessionReaders({ publicUrl: env.PUBLIC_URL, codec });
  const health = createReleaseHealth({
    secret,
    teamHashes: env.RELEASE_TOKENS,
    settings: env,
    canaries: releaseRegistry ? registryCanaries(releaseRegistry) : undefined,
    state: state.health,
    logger,
    onCounted: ({ remote, version, failed }) => {
      const canary = releaseRegistry?.current().remotes[remote].canary;
      metrics.pageLoad(remote, version, canary?.version === version ? 'canary' : 'stable', failed);
    },
  });
  const app = createApp({
    logger,
    trustProxy: env.TRUST_PROXY,
    observeRequests: (requestIds) => createHttpMetrics(metrics.registry, { requestIds }),
    brand,
    remotes,
    visitorRemotes: createVisitorRemotes(remotes, https, previews.source),
    previewRoutes: previews.routes,
    integrityEnforced: env.NODE_ENV === 'production',
    analyticsId: env.ANALYTICS_ID ?? null,
    ...contactLinks,
    shellDir,
    releasesPageDir: env.RELEASES_PAGE_DIST ? resolve(env.RELEASES_PAGE_DIST) : releasesPageDir(),
    auth: createAuthRouter({
      publicUrl: env.PUBLIC_URL,
      secret,
      codec,
      upstream: createUpstreamClient({ baseUrl: upstreamUrl, timeoutMs: env.UPSTREAM_TIMEOUT_MS, metrics }),
      logger,
      metrics,
      scenarioOf: testScenarios ? (req) => readScenarioCookie(req) ?? undefined : undefined,
    }),
    releasesRouter: releaseRegistry
      ? createReleasesRouter({
          registry: releaseRegistry,
          origin: originCheck,
          teamHashes: env.RELEASE_TOKENS,
          shellProvides,
          previewLinks: previews.links,
        })
      : undefined,
    releaseHealth: { pageToken: health.pageToken, reports: health.reports, router: releaseRegistry ? health.router : undefined },
    proxy: createProxyRouter({
      upstreamUrl,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      getUpstreamAuth: sessions.upstreamAuth,
      logger,
      forwardScenarios: testScenarios,
      metrics,
    }),
    crawlerFiles: createCrawlerFiles({ securityContact: env.SECURITY_CONTACT, publicUrl: env.PUBLIC_URL }),
    scenarioMiddleware: createScenarioMiddleware({
      enabled: testScenarios,
      secureCookie: https,
    }),
    crossOriginWrites: createCrossOriginWriteGuard(
      // Production allows the app's origin alone, so it is worked out once rather than per call.
      env.NODE_ENV === 'production'
        ? constant(writeOrigins(env.PUBLIC_URL, [], true))
        : () => writeOrigins(env.PUBLIC_URL, Object.values(registry()), false),
    ),
    publicSession: sessions.publicSession,
    remoteFiles: createRemoteFilesCache(),
    securityHeaders: createSecurityHeaders({ registry: policyRegistry, analyticsId: env.ANALYTICS_ID ?? null, https }),
    devServerPolicy: createDevServerPolicy({ analyticsId: env.ANALYTICS_ID ?? null, https }),
    signInRateLimit: createSignInRateLimit({
      publicUrl: env.PUBLIC_URL,
      limit: env.SIGN_IN_RATE_LIMIT,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      storeOf: (name) => state.limitStore(name, true),
      metrics,
    }),
    logRateLimit: createLogRateLimit({ limit: env.LOG_RATE_LIMIT, windowMs: env.RATE_LIMIT_WINDOW_MS, storeOf: beaconStoreOf, metrics }),
    healthReportRateLimit: createHealthReportRateLimit({ limit: env.HEALTH_REPORT_RATE_LIMIT, windowMs: env.RATE_LIMIT_WINDOW_MS, storeOf: beaconStoreOf, metrics }),
    dependencies: state.dependencies,
  });
  return {
    app,
    upstreamUrl,
    embedded,
    metrics,
    close: () => state.close(),
  };
}

/** The gauges read at each scrape: each remote's canary share, and Redis when the fleet shares state. */
function watchState(metrics: BffMetrics, registry: RegistryStore | null, dependencies: () => Record<string, 'up' | 'down'>): void {
  if (registry) {
    metrics.watchCanaryShares(() =>
      Object.fromEntries(Object.entries(registry.current().remotes).map(([remote, { canary }]) => [remote, (canary?.percent ?? 0) / 100])),
    );
  }
  const redis = dependencies().redis;
  if (redis !== undefined) metrics.watchRedis(() => dependencies().redis ?? 'down');
}

interface RemotesSource {
  remotes: () => PromotedRemotes;
  /** The remotes as every answer's page policy names them (by origin alone): with a release registry, fixed,
   * as every release is served below its remote's origin, so no answer stats the registry's file for it. */
  policyRegistry: () => RemotesRegistry;
}

/** The release registry's promoted remotes; without one (or with REMOTES_FILE), the configured builds, unchecked. */
function remotesSource(env: Env, origins: ReleaseOrigins, registry: RegistryStore | null): RemotesSource {
  const atOrigins = manifestsAtOrigins(origins);
  if (registry && !env.REMOTES_FILE) {
    return { remotes: createPromotedRemotesSource({ registry: registry.current, origins }), policyRegistry: constant(atOrigins) };
  }
  const configured = createRegistrySource({ file: env.REMOTES_FILE, defaults: atOrigins });
  return { remotes: () => ({ manifests: configured(), releases: {}, canaries: {} }), policyRegistry: configured };
}

function constant<T>(value: T): () => T {
  return () => value;
}
