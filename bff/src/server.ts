// Tracing before every other module (observability/instrument.ts says why).
import { tracing } from './observability/instrument';
import { readCommandLine } from '@citypass/command-line';
import { claimMetricsPort } from '@citypass/observability';
import { createBff } from './bff';
import { checkSettings } from './config/settings-problems';
import { registryLanguageNotes } from './config/registry-languages';
import { installCrashHandlers, stopOnSignals } from '@citypass/http-drain';
import { listen } from './http/listen';
import { createLogger } from './observability/logger';
import { createDemoMagicLink } from './upstream-client/demo-magic-link';
import { demoOrders } from '@citypass/reservations-service';
import { BFF_USAGE } from './cli/bff-usage';
import { cityLook } from './config/city-look';

// `--check`: the settings checked as a start checks them, and nothing started.
const { check } = readCommandLine({ name: 'citypass-bff', usage: BFF_USAGE }, { options: { check: { type: 'boolean', default: false } } }).values;

async function main() {
  const { env, problems } = await checkSettings(process.env);
  if (!env || problems.length > 0) {
    process.stderr.write(problems.map((problem) => `${problem}\n`).join(''));
    process.exit(1);
  }
  if (check) {
    const upstream = env.UPSTREAM_URL ?? 'the embedded reference service with its demo orders';
    process.stdout.write(`settings OK: ${(await cityLook(env)).id} (${env.NODE_ENV}) at ${env.PUBLIC_URL}, reservations at ${upstream}\n`);
    process.stdout.write((await registryLanguageNotes(env)).map((line) => `${line}\n`).join(''));
    return;
  }
  const logger = createLogger(env.LOG_LEVEL);
  installCrashHandlers(process, logger, (code) => process.exit(code));
  // Its metrics port first: a start that cannot have it is refused before the embedded service or anything else starts.
  const metricsListener = await claimMetricsPort({ port: env.METRICS_PORT, host: env.METRICS_HOST }, logger, process.exit);
  const { app, upstreamUrl, embedded, metrics, close } = await createBff(env, logger);
  if (embedded) logger.info({ url: embedded.url }, 'reference reservations service started');

  const server = await listen(app, env.PORT, env.HOST);
  metricsListener.serve(metrics.registry);
  logger.info({ url: `${metricsListener.url}/metrics`, tracing: tracing !== null }, 'metrics listening');
  process.stdout.write(`\nCity Pass Bookings is running at ${env.PUBLIC_URL}\n`);
  if (embedded) {
    process.stdout.write('\nDemo orders (order number / e-mail):\n');
    for (const order of demoOrders) process.stdout.write(`  ${order.orderNumber}  ${order.email}  ${order.shows}\n`);
    const link = await createDemoMagicLink({ upstreamUrl, publicUrl: env.PUBLIC_URL, queryParam: 'token' });
    process.stdout.write(`\nMagic-link sign-in (single use): ${link}\n`);
    // Without an SMTP server the e-mails the app promises are files a developer opens in any mail app.
    if (embedded.outboxDir) process.stdout.write(`\nE-mails to visitors (no SMTP_URL): written as .eml files into ${embedded.outboxDir}\n`);
    process.stdout.write('\n');
  }

  stopOnSignals(server, {
    delayMs: env.DRAIN_DELAY_MS,
    after: async () => {
      await embedded?.close();
      await close();
      await metricsListener.close();
      await tracing?.shutdown();
    },
    logger,
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
