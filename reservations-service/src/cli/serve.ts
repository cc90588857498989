import { drainDelayMs, stopOnSignals } from '@citypass/http-drain';
import pino from 'pino';
import { startUpstream } from '../server';
import { installCrashHandlers } from './crash-handlers';
import { serveOptions } from './serve-options';

// Runs the reference reservations service on its own, for a BFF started with UPSTREAM_URL:
// `npm start -w @citypass/reservations-service [-- --seed demo]` (serve-options.ts: where and what).
installCrashHandlers(process, pino(), (code) => process.exit(code));

async function main() {
  const options = serveOptions(process.argv.slice(2), process.env);
  const upstream = await startUpstream(options);
  process.stdout.write(`Reference reservations service at ${upstream.url}${options.demoOrders ? ', with the demo orders' : ''}\n`);
  stopOnSignals(upstream.server, {
    delayMs: drainDelayMs(process.env),
    after: () => {
      upstream.db.close();
    },
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
