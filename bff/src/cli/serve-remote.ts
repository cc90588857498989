import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { z } from 'zod';
import { drainDelayMs, stopOnSignals } from '@citypass/http-drain';
import { listen } from '../http/listen';
import { createRemoteHost } from '../static/remote-host';

// Serves a remote's build on its own origin: `serve-remote --dir mf-auth/dist --port 3001`.
const args = z
  .object({
    dir: z.string().min(1),
    port: z.coerce.number().int().min(0).max(65535),
    host: z.string().default('127.0.0.1'),
    'app-origin': z.url().default(process.env.PUBLIC_URL ?? 'http://localhost:8080'),
  })
  .parse(
    parseArgs({
      options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, 'app-origin': { type: 'string' } },
    }).values,
  );

async function main() {
  const delayMs = drainDelayMs(process.env);
  const logger = pino();
  const app = createRemoteHost({ dir: resolve(args.dir), appOrigin: new URL(args['app-origin']).origin, logger });
  const server = await listen(app, args.port, args.host);
  process.stdout.write(`Serving ${args.dir} at http://localhost:${args.port}\n`);
  stopOnSignals(server, { delayMs, logger });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
