import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { drainDelayMs, stopOnSignals } from '@citypass/http-drain';
import { startUpstream } from '../server';

// Runs the reference reservations service on its own, for a BFF started with UPSTREAM_URL:
// `node dist/cli/serve.js --port 4000 --data-dir data`.
const args = z
  .object({
    port: z.coerce.number().int().min(0).max(65535),
    'data-dir': z.string().min(1).default('data'),
    host: z.string().default('127.0.0.1'),
  })
  .parse(
    parseArgs({ options: { port: { type: 'string' }, 'data-dir': { type: 'string' }, host: { type: 'string' } } }).values,
  );

async function main() {
  const delayMs = drainDelayMs(process.env);
  const upstream = await startUpstream({ dataDir: resolve(args['data-dir']), port: args.port, host: args.host });
  process.stdout.write(`Reference reservations service at ${upstream.url}\n`);
  stopOnSignals(upstream.server, {
    delayMs,
    after: () => {
      upstream.db.close();
    },
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
