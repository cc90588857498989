import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { itAnswersHelpAndUnknownFlags } from '@citypass/command-line/testing';

// The BFF's two commands, built and run as they are installed.
const BFF = resolve(__dirname, '../..');
const bin = (name: string) => resolve(BFF, 'bin', `${name}.js`);

beforeAll(() => {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--build', BFF], { stdio: 'inherit' });
}, 120_000);

itAnswersHelpAndUnknownFlags('citypass-bff', bin('citypass-bff'), ['--check', 'UPSTREAM_URL', 'AUTH_SECRET', 'METRICS_PORT', 'DEPLOYMENT_FILE', 'OTEL_*']);

itAnswersHelpAndUnknownFlags('citypass-serve-remote', bin('citypass-serve-remote'), ['--dir', '--port', '--host', '--app-origin', 'PUBLIC_URL', 'DRAIN_DELAY_MS']);

