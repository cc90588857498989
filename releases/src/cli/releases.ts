import { createApiClient } from './api-client';
import { runReleasesCli } from './commands';

// `npm run releases -- <command>`: the release API from a terminal.
runReleasesCli(process.argv.slice(2), createApiClient(process.env), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
