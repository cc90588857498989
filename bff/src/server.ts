import { resolve } from 'node:path';
import pino from 'pino';
import { createApp } from './app';
import { createAuthRouter } from './auth/router';
import { resolveAuthSecret } from './auth/auth-secret';
import { createSessionReader } from './auth/session-reader';
import { assertBrandName } from './config/brands';
import { parseEnv } from './config/env';
import { createRegistrySource } from './config/remotes-registry';
import { createProxyRouter } from './proxy/router';
import { readScenarioCookie } from './scenarios/scenario-cookie';
import { createScenarioMiddleware } from './scenarios/scenario-middleware';
import { createUpstreamClient } from './upstream/client';
import { createDemoMagicLink } from './upstream/demo-magic-link';
import { demoOrders } from './upstream/seed/demo-orders';
import { startUpstream, type RunningUpstream } from './upstream/server';
import { listen, closeGracefully } from './http/listen';

const CONTACT_URL = 'https://www.citypass.example/contact';

async function main() {
  const env = parseEnv(process.env);
  const logger = pino({ level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] });
  const brand = assertBrandName(env.BRAND);
  const secret = resolveAuthSecret(env, logger);
  const registry = createRegistrySource({
    file: env.REMOTES_FILE,
    defaults: { auth: env.REMOTE_AUTH_URL, attractions: env.REMOTE_ATTRACTIONS_URL, bookings: env.REMOTE_BOOKINGS_URL },
  });

  let embedded: RunningUpstream | null = null;
  if (!env.UPSTREAM_URL) {
    embedded = await startUpstream({ dataDir: resolve(env.DATA_DIR), port: env.UPSTREAM_PORT, host: '127.0.0.1' });
    logger.info({ url: embedded.url }, 'reference reservations service started');
  }
  const upstreamUrl = env.UPSTREAM_URL ?? embedded!.url;
  const testScenarios = (env.TEST_SCENARIOS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';

  const app = createApp({
    logger,
    brand,
    registry,
    analyticsId: env.ANALYTICS_ID ?? null,
    contactUrl: CONTACT_URL,
    shellDir: resolve(env.SHELL_DIST),
    authRouter: createAuthRouter({
      publicUrl: env.PUBLIC_URL,
      secret,
      upstream: createUpstreamClient({ baseUrl: upstreamUrl, timeoutMs: env.UPSTREAM_TIMEOUT_MS }),
      logger,
      scenarioOf: testScenarios ? (req) => readScenarioCookie(req) ?? undefined : undefined,
    }),
    proxyRouter: createProxyRouter({
      upstreamUrl,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      getUpstreamAuth: createSessionReader({ publicUrl: env.PUBLIC_URL, secret }),
      logger,
      forwardScenarios: testScenarios,
    }),
    scenarioMiddleware: createScenarioMiddleware({ enabled: testScenarios, secureCookie: env.PUBLIC_URL.startsWith('https://') }),
  });

  const server = await listen(app, env.PORT, env.HOST);
  process.stdout.write(`\nCity Pass Bookings is running at ${env.PUBLIC_URL}\n`);
  if (embedded) {
    process.stdout.write('\nDemo orders (order number / e-mail):\n');
    for (const order of demoOrders) process.stdout.write(`  ${order.orderNumber}  ${order.email}  ${order.shows}\n`);
    const link = await createDemoMagicLink({ upstreamUrl, publicUrl: env.PUBLIC_URL, queryParam: 'token' });
    process.stdout.write(`\nMagic-link sign-in (single use): ${link}\n\n`);
  }

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    closeGracefully(server)
      .then(() => embedded?.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
