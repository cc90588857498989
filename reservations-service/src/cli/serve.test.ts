import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { itAnswersHelpAndUnknownFlags, runCommand } from '@citypass/command-line/testing';
import { holdPort } from '@citypass/observability/testing';

// The service's command, built and run as an operator runs it.
const PACKAGE = resolve(__dirname, '../..');
const COMMAND = join(PACKAGE, 'bin/citypass-reservations.js');

beforeAll(() => {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--build', PACKAGE], { stdio: 'inherit' });
}, 120_000);

itAnswersHelpAndUnknownFlags('citypass-reservations', COMMAND, [
  ...['--port', '--host', '--data-dir', '--seed demo'],
  ...['PORT', 'HOST', 'DATA_DIR', 'METRICS_PORT', 'METRICS_HOST', 'DRAIN_DELAY_MS', 'OTEL_'],
]);

it('refuses to start when its METRICS_PORT is taken: one fatal line naming it, exit 1, its database never opened', async () => {
  const held = await holdPort();
  const dataDir = mkdtempSync(join(tmpdir(), 'citypass-reservations-'));
  try {
    const env = { PATH: process.env.PATH, PORT: '0', METRICS_PORT: String(held.port), DATA_DIR: dataDir };
    const run = runCommand(COMMAND, ['--seed', 'demo'], { env });
    expect({ status: run.status, stderr: run.stderr, lines: run.stdout.trim().split('\n').length }).toEqual({ status: 1, stderr: '', lines: 1 });
    expect(JSON.parse(run.stdout)).toMatchObject({
      level: 60,
      code: 'METRICS_PORT_UNAVAILABLE',
      METRICS_PORT: held.port,
      msg: `METRICS_PORT ${held.port} on 127.0.0.1 is in use: free it, or set METRICS_PORT to another port (0: any free one)`,
    });
    expect(readdirSync(dataDir)).toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await held.release();
  }
}, 30_000);
