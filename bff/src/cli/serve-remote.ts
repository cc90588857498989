import { resolve } from 'node:path';
import { readCommandLine, refuseCommandLine } from '@citypass/command-line';
import pino from 'pino';
import { z } from 'zod';
import { DEFAULT_PORT } from '@citypass/contracts';
import { drainDelayMs, stopOnSignals } from '@citypass/http-drain';
import { httpUrl } from '../config/http-url';
import { listen } from '../http/listen';
import { createRemoteHost } from '../static/remote-host';

// Serves a remote's build on its own origin: `serve-remote --dir mf-auth/dist --port 3001`.
const ABOUT = {
  name: 'citypass-serve-remote',
  usage: `Usage: citypass-serve-remote --dir <folder> --port <n> [--host <address>] [--app-origin <url>]

Serves a folder as a remote's release origin does: its files, which only the app's origin may read
cross-origin, and GET /healthz.

Options:
  --dir <folder>      what it serves: a remote's build, or a release store's folder of its versions
  --port <n>          where it listens (0: any free port)
  --host <address>    on which address (default 127.0.0.1)
  --app-origin <url>  the app's origin (default PUBLIC_URL, else http://localhost:8080)

Environment:
  PUBLIC_URL      the default of --app-origin
  DRAIN_DELAY_MS  after SIGTERM, how long it keeps serving while /healthz answers 503 (default 5000)
`,
};

const { values } = readCommandLine(ABOUT, {
  options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, 'app-origin': { type: 'string' } },
});
const parsed = z
  .object({
    dir: z.string({ error: 'give the folder to serve' }).min(1),
    port: z.coerce.number({ error: 'give the port to listen on, 0 to 65535' }).int().min(0).max(65535),
    host: z.string().default('127.0.0.1'),
    'app-origin': httpUrl.default(process.env.PUBLIC_URL ?? `http://localhost:${DEFAULT_PORT}`),
  })
  .safeParse(values);
if (!parsed.success) refuseCommandLine(ABOUT, parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`));
const args = parsed.data;

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
