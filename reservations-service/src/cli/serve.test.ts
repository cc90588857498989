import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { itAnswersHelpAndUnknownFlags, runCommand } from '@citypass/command-line/testing';
import { expectMetricsPortRefusal, holdPort } from '@citypass/observability/testing';

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
    expectMetricsPortRefusal(runCommand(COMMAND, ['--seed', 'demo'], { env }), held.port);
    expect(readdirSync(dataDir)).toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await held.release();
  }
}, 30_000);
