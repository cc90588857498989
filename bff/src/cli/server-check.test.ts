import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expectMetricsPortRefusal, holdPort } from '@citypass/observability/testing';
import { emptyRegistry, promote, recordFor, registerRelease, startCanary } from '@citypass/releases/testing';

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

  describe('--check with a release registry', () => {
    const SETTINGS_OK = 'settings OK: amsterdam (production) at https://bookings.citypass-amsterdam.com, reservations at https://reservations.citypass-amsterdam.com';
    let registryDir: string;
    beforeEach(() => (registryDir = mkdtempSync(join(tmpdir(), 'citypass-registry-'))));
    afterEach(() => rmSync(registryDir, { recursive: true, force: true }));

    /** A registry whose promoted bookings release carries English only, its canary too, and auth's English and French. */
    function registryFile(): string {
      const change = { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' };
      const [stable, canary, auth] = ['0.1.0-aaaaaaaaaaaa', '0.2.0-bbbbbbbbbbbb', '0.1.0-cccccccccccc'];
      let state = registerRelease(emptyRegistry(), { ...recordFor('bookings', stable), languages: ['en'] });
      state = registerRelease(registerRelease(state, { ...recordFor('bookings', canary), languages: ['en'] }), { ...recordFor('auth', auth), languages: ['en', 'fr'] });
      state = startCanary(promote(promote(state, 'bookings', stable, change), 'auth', auth, { ...change, team: 'auth' }), 'bookings', canary, 10, change);
      const file = join(registryDir, 'registry.json');
      writeFileSync(file, JSON.stringify(state));
      return file;
    }

    it("names, a line each, the releases visitors get that lack one of the city's languages, and still exits 0", () => {
      const answer = server({ ...production, LANGUAGES: 'en,fr', RELEASE_REGISTRY_FILE: registryFile() }, '--check');
      expect({ status: answer.status, stdout: answer.stdout.split('\n'), stderr: answer.stderr }).toEqual({
        status: 0,
        stdout: [SETTINGS_OK, 'bookings 0.1.0-aaaaaaaaaaaa lacks fr', 'bookings 0.2.0-bbbbbbbbbbbb (canary) lacks fr', ''],
        stderr: '',
      });
      expect(server({ ...production, LANGUAGES: 'en', RELEASE_REGISTRY_FILE: registryFile() }, '--check').stdout).toBe(`${SETTINGS_OK}\n`);
    });

    it('says so when it cannot read the registry, and still exits 0', () => {
      const file = join(registryDir, 'registry.json');
      writeFileSync(file, '{"not":"a registry"}');
      const answer = server({ ...production, LANGUAGES: 'en,fr', RELEASE_REGISTRY_FILE: file }, '--check');
      expect(answer.status).toBe(0);
      expect(answer.stdout.split('\n')).toEqual([SETTINGS_OK, expect.stringMatching(/^The release registry could not be read, so its releases' languages are unchecked: .*is not a release registry/), '']);
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
