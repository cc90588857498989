// Tracing before every other module (observability/instrument.ts says why).
import { tracing } from '../observability/instrument';
import { drainDelayMs, installCrashHandlers, stopOnSignals } from '@citypass/http-drain';
import { createMetricsRegistry, startMetricsListener } from '@citypass/observability';
import pino from 'pino';
import { startUpstream } from '../server';
import { serveOptions } from './serve-options';

// Runs the reference reservations service on its own, for a BFF started with UPSTREAM_URL:
// `npm start -w @citypass/reservations-service [-- --seed demo]` (serve-options.ts: where and what).
installCrashHandlers(process, pino(), (code) => process.exit(code));

async function main() {
  const options = serveOptions(process.argv.slice(2), process.env);
  const metrics = createMetricsRegistry();
  const upstream = await startUpstream({ ...options, metrics });
  const metricsListener = await startMetricsListener(metrics, options.metrics);
  process.stdout.write(`Reference reservations service at ${upstream.url}${options.demoOrders ? ', with the demo orders' : ''}, metrics at ${metricsListener.url}/metrics\n`);
  stopOnSignals(upstream.server, {
    delayMs: drainDelayMs(process.env),
    after: async () => {
      upstream.db.close();
      await metricsListener.close();
      await tracing?.shutdown();
    },
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
