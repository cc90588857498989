import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expectMetricsPortRefusal, holdPort } from '@citypass/observability/testing';

// The built server's entry, started as an operator starts it, in an empty folder that must stay empty.
const BFF = resolve(__dirname, '../..');
const production = {
  NODE_ENV: 'production',
  DEPLOYMENT_FILE: resolve(BFF, '../deployments/amsterdam.json'),
  AUTH_SECRET: 'a-secret-for-the-check-test-000000000000',
  RELEASE_REGISTRY_FILE: 'releases-registry.json',
  UPSTREAM_URL: 'https://reservations.citypass-amsterdam.com',
  // Nothing listens there: a check that connected would fail or hang.
  REDIS_URL: 'redis://127.0.0.1:9',
};

describe('node dist/server.js', () => {
  let cwd: string;
  const server = (env: Record<string, string>, ...args: string[]) =>
    spawnSync(process.execPath, [join(BFF, 'dist/server.js'), ...args], { cwd, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', timeout: 20_000 });

  beforeAll(() => {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--build', BFF], { stdio: 'inherit' });
  }, 120_000);
  beforeEach(() => (cwd = mkdtempSync(join(tmpdir(), 'citypass-check-'))));
  afterEach(() => {
    expect(readdirSync(cwd)).toEqual([]);
    rmSync(cwd, { recursive: true, force: true });
  });

  it('--check: with good settings, says so on one line, exits 0 and starts nothing', () => {
    const answer = server(production, '--check');
    expect({ status: answer.status, stdout: answer.stdout, stderr: answer.stderr }).toEqual({
      status: 0,
      stdout: 'settings OK: amsterdam (production) at https://bookings.citypass-amsterdam.com, reservations at https://reservations.citypass-amsterdam.com\n',
      stderr: '',
    });
  });

  it('--check: names every problem on a line of its own and exits 1', () => {
    const { AUTH_SECRET: _secret, UPSTREAM_URL: _upstream, ...without } = production;
    const answer = server({ ...without, REMOTES_FILE: 'remotes.json', RELEASE_TOKENS: 'auth' }, '--check');
    expect(answer.status).toBe(1);
    expect(answer.stdout).toBe('');
    expect(answer.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^NO_SECRET: AUTH_SECRET must be set/),
      expect.stringMatching(/^In production remotes load only as promoted releases/),
      expect.stringMatching(/^UPSTREAM_URL must be set in production/),
      expect.stringMatching(/^RELEASE_TOKENS: "auth=…" must be/),
    ]);
  });

  it('refuses to start production without UPSTREAM_URL in one line, before any demo data exists', () => {
    const { UPSTREAM_URL: _upstream, ...without } = production;
    const answer = server({ ...without, PORT: '0', UPSTREAM_PORT: '0' });
    expect(answer.status).toBe(1);
    expect(answer.stderr).toMatch(/^UPSTREAM_URL must be set in production: [^\n]*\n$/);
    expect(answer.stdout).toBe('');
  });

  it('refuses to start when its METRICS_PORT is taken: one fatal line naming it and exit 1, before the embedded service starts', async () => {
    const held = await holdPort();
    try {
      expectMetricsPortRefusal(server({ PORT: '0', UPSTREAM_PORT: '0', METRICS_PORT: String(held.port) }), held.port);
    } finally {
      await held.release();
    }
  });
});
