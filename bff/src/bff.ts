import { resolve } from 'node:path';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { builtPageDir, createReleaseService, releasesPageDir } from '@citypass/releases';
import { PSEUDO_LANGUAGES, ROUTES } from '@citypass/contracts';
import { startUpstream, type RunningUpstream } from '@citypass/reservations-service';
import { createHttpMetrics } from '@citypass/observability';
import { createApp } from './app';
import { createCrawlerFiles } from './crawlers/crawler-files';
import { resolveAuthSecret } from './auth/auth-secret';
import { createAuthRouter } from './auth/router';
import { createSessionReaders } from './auth/session-reader';
import { createSessionCodec } from './auth/session-token';
import { cityLook } from './config/city-look';
import { cityLanguages } from './config/city-languages';
import { createLanguageChoice } from './languages/language-choice';
import { setLanguageHeaders } from './languages/page-language';
import { accessibilityStatementOf } from './config/accessibility-statement';
import { resolveContactLinks } from './config/contact-links';
import type { Env } from './config/env';
import { createRegistrySource } from './config/remotes-registry';
import { SettingsProblems } from './config/config-messages';
import { settingsProblems } from './config/settings-problems';
import { createRemoteFilesCache } from './static/remote-files-cache';
import { createProxyRouter } from './proxy/router';
import { createSecurity } from './security/security';
import { readScenarioCookie } from './scenarios/scenario-cookie';
import { createScenarioMiddleware } from './scenarios/scenario-middleware';
import { createStateBackend } from './shared-state/state-backend';
import { createUpstreamClient } from './upstream-client/client';
import { createBffMetrics, type BffMetrics } from './observability/bff-metrics';

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
  const problems = await settingsProblems(env);
  if (problems.length > 0) throw new SettingsProblems('The settings do not allow a start', problems);
  const look = await cityLook(env);
  const secret = resolveAuthSecret(env, logger);
  const state = createStateBackend(env, env.REDIS_KEY_PREFIX ?? `citypass:${look.id}:`, logger);
  const metrics = createBffMetrics();
  const redis = state.dependencies().redis;
  if (redis !== undefined) metrics.watchRedis(() => state.dependencies().redis ?? 'down');
  const shellDir = env.SHELL_DIST ? resolve(env.SHELL_DIST) : builtPageDir('@citypass/shell');
  const security = createSecurity(env, (name, strict) => state.limitStore(name, strict), metrics);
  // Outside production the teams' pseudo-languages can be chosen too.
  const languages = [...cityLanguages(env.LANGUAGES), ...(env.NODE_ENV === 'production' ? [] : PSEUDO_LANGUAGES)];
  const https = env.PUBLIC_URL.startsWith('https://');
  // Every page the BFF and the release service write is in the language chosen this one way.
  const languageChoice = createLanguageChoice({ offered: languages, secureCookie: https });
  const releases = createReleaseService({
    settings: env,
    secret,
    stores: state.releases,
    // REMOTES_FILE: development's registry without releases.
    configuredRemotes: env.REMOTES_FILE ? createRegistrySource(env.REMOTES_FILE) : undefined,
    shellDir,
    releasesPageDir: env.RELEASES_PAGE_DIST ? resolve(env.RELEASES_PAGE_DIST) : releasesPageDir(),
    logger,
    metrics,
    languages: { pageLanguage: languageChoice.pageLanguage, setLanguageHeaders },
  });
  const testScenarios = (env.TEST_SCENARIOS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
  const embedded = env.UPSTREAM_URL
    ? null
    : await startUpstream({
        dataDir: resolve(env.DATA_DIR),
        port: env.UPSTREAM_PORT,
        host: '127.0.0.1',
        demoOrders: true,
        mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, bookingsUrl: new URL(ROUTES.bookings, env.PUBLIC_URL).href },
        logger,
      });
  const upstreamUrl = env.UPSTREAM_URL ?? embedded!.url;
  // One codec: a token decrypted once serves the protocol and the proxy alike.
  const codec = createSessionCodec(secret);
  const sessions = createSessionReaders({ publicUrl: env.PUBLIC_URL, codec });
  const { signInRateLimit, logRateLimit, ...defences } = security.forAnswers(releases);
  const app = createApp({
    logger,
    trustProxy: env.TRUST_PROXY,
    observeRequests: (requestIds) => createHttpMetrics(metrics.registry, { requestIds }),
    look,
    languages,
    languageChoice,
    publicUrl: env.PUBLIC_URL,
    releases,
    integrityEnforced: env.NODE_ENV === 'production',
    analyticsId: env.ANALYTICS_ID ?? null,
    offline: env.OFFLINE === 'on',
    ...resolveContactLinks(env, logger),
    accessibility: accessibilityStatementOf(env),
    shellDir,
    auth: createAuthRouter({
      publicUrl: env.PUBLIC_URL,
      secret,
      codec,
      upstream: createUpstreamClient({ baseUrl: upstreamUrl, timeoutMs: env.UPSTREAM_TIMEOUT_MS, metrics }),
      logger,
      metrics,
      pageLanguage: languageChoice.pageLanguage,
      scenarioOf: testScenarios ? (req) => readScenarioCookie(req) ?? undefined : undefined,
      signInRateLimit,
      logRateLimit,
    }),
    proxy: createProxyRouter({
      upstreamUrl,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      getUpstreamAuth: sessions.upstreamAuth,
      logger,
      forwardScenarios: testScenarios,
      metrics,
      pageLanguage: languageChoice.pageLanguage,
    }),
    crawlerFiles: createCrawlerFiles({ securityContact: env.SECURITY_CONTACT, publicUrl: env.PUBLIC_URL }),
    scenarioMiddleware: createScenarioMiddleware({ enabled: testScenarios, secureCookie: https }),
    ...defences,
    publicSession: sessions.publicSession,
    remoteFiles: createRemoteFilesCache(),
    dependencies: state.dependencies,
  });
  return { app, upstreamUrl, embedded, metrics, close: () => state.close() };
}
