// Tracing before every other module (observability/instrument.ts says why).
import { tracing } from '../observability/instrument';
import { readCommandLine } from '@citypass/command-line';
import { drainDelayMs, installCrashHandlers, stopOnSignals } from '@citypass/http-drain';
import { claimMetricsPort, createMetricsRegistry } from '@citypass/observability';
import pino from 'pino';
import { startUpstream } from '../server';
import { SERVE_FLAGS, serveOptions } from './serve-options';
import { SERVE_USAGE } from './serve-usage';

// Runs the reference reservations service on its own, for a BFF started with UPSTREAM_URL:
// `npm start -w @citypass/reservations-service [-- --seed demo]` (serve-options.ts: where and what).
const logger = pino();
installCrashHandlers(process, logger, (code) => process.exit(code));

async function main() {
  const { values } = readCommandLine({ name: 'citypass-reservations', usage: SERVE_USAGE }, SERVE_FLAGS);
  const options = serveOptions(values, process.env);
  // Its metrics port first: a start that cannot have it is refused before the database is touched.
  const metricsListener = await claimMetricsPort(options.metrics, logger, process.exit);
  const metrics = createMetricsRegistry();
  metricsListener.serve(metrics);
  const upstream = await startUpstream({ ...options, metrics, logger });
  process.stdout.write(`Reference reservations service at ${upstream.url}${options.demoOrders ? ', with the demo orders' : ''}, metrics at ${metricsListener.url}/metrics\n`);
  if (upstream.outboxDir) process.stdout.write(`E-mails to visitors (no SMTP_URL): written as .eml files into ${upstream.outboxDir}\n`);
  stopOnSignals(upstream.server, {
    delayMs: drainDelayMs(process.env),
    after: async () => {
      await upstream.closeData();
      await metricsListener.close();
      await tracing?.shutdown();
    },
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
