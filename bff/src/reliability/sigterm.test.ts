import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitForHealth } from '../testing/server-process';

// The real server process: SIGTERM turns /healthz to 503 draining while it keeps serving for
// DRAIN_DELAY_MS, then stops new connections, lets a request in flight finish and exits 0.
const BFF = resolve(__dirname, '../..');
const DRAIN_DELAY_MS = 1500;

describe('the server process on SIGTERM', () => {
  let dataDir: string;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--build', BFF], { stdio: 'inherit' });
    dataDir = mkdtempSync(join(tmpdir(), 'citypass-sigterm-'));
    port = await freePort();
    child = spawn(process.execPath, [join(BFF, 'dist/server.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        METRICS_PORT: '0',
        PUBLIC_URL: `http://localhost:${port}`,
        AUTH_SECRET: 'a-secret-for-the-shutdown-test-000000000',
        CONTACT_URL: 'https://www.citypass-global.com/contact',
        CUSTOMER_SERVICES_URL: 'https://www.citypass-global.com/customer-services',
        SECURITY_CONTACT: 'mailto:security@citypass-global.com',
        ACCESSIBILITY_CONTACT: 'mailto:accessibility@citypass-global.com',
        ACCESSIBILITY_REVIEWED: '2026-11-20',
        UPSTREAM_URL: `http://127.0.0.1:${await freePort()}`,
        DATA_DIR: dataDir,
        RELEASE_REGISTRY_FILE: join(dataDir, 'releases-registry.json'),
        RELEASES_DIR: join(dataDir, 'releases'),
        LOG_LEVEL: 'silent',
        DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      },
      stdio: 'ignore',
    });
    await waitForHealth(`http://127.0.0.1:${port}`, child);
  }, 60_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 draining with Connection: close, then finishes the request in flight, refuses new ones, and exits cleanly', async () => {
    // A beacon whose body is still arriving when the signal comes.
    const body = 'level=error&code=CLIENT_FETCH_ERROR&client=true';
    const socket = connect({ host: '127.0.0.1', port });
    await new Promise<void>((done) => socket.once('connect', () => done()));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const answered = new Promise<void>((done) => socket.once('end', () => done()));
    socket.write(
      `POST /api/auth/_log HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));

    const signalled = Date.now();
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(503);
    expect(health.headers.get('connection')).toBe('close');
    expect(await health.json()).toEqual({ status: 'draining', dependencies: {} });
    expect((await fetch(`http://127.0.0.1:${port}/api/config`)).status).toBe(200);

    await new Promise((r) => setTimeout(r, DRAIN_DELAY_MS));
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    socket.end(body.slice(10));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_DELAY_MS);
  }, 30_000);
});
