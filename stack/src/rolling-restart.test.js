const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { freePort } = require('./free-ports');
const { startProcess, stopProcess, waitForHealth } = require('./processes');
const { RoundRobinProxy } = require('./round-robin-proxy');
const { UpstreamProcess } = require('./upstream-process');

// A rolling restart loses nothing: two BFF processes behind nginx with the operators'
// configuration, a few seconds of bounded load on loopback, and SIGTERM to one instance halfway.
// Needs the BFF's and the reservations service's builds (`npx tsc --build`), no front-end build.
const BFF_SERVER = require.resolve('@citypass/bff');
const DRAIN_DELAY_MS = 1500;
const WORKERS = 6;

/** @type {((url: string) => Promise<Response>)[]} */
const calls = [
  (url) => fetch(`${url}/api/config`),
  (url) => fetch(`${url}/healthz`),
  // A beacon: a POST, which nginx must never send to a second instance.
  (url) =>
    fetch(`${url}/api/auth/_log`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'level=error&code=CLIENT_FETCH_ERROR&client=true',
    }),
];

/**
 * Each worker calls in turn until the deadline; every status and every network error is kept.
 * @param {string} url
 * @param {number} until
 */
async function load(url, until) {
  /** @type {number[]} */
  const statuses = [];
  /** @type {string[]} */
  const errors = [];
  const worker = async (/** @type {number} */ offset) => {
    for (let i = offset; Date.now() < until; i += 1) {
      try {
        const answer = await /** @type {(url: string) => Promise<Response>} */ (calls[i % calls.length])(url);
        await answer.arrayBuffer();
        statuses.push(answer.status);
      } catch (error) {
        errors.push(String(/** @type {Error} */ (error).cause ?? error));
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, offset) => worker(offset)));
  return { statuses, errors };
}

describe('a rolling restart behind nginx', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'citypass-rolling-'));
  /** @type {RoundRobinProxy} */
  let proxy;
  /** @type {UpstreamProcess} */
  let upstream;
  /** @type {{ port: number, started: import('./processes').Started }[]} */
  const bffs = [];

  beforeAll(async () => {
    upstream = await (await UpstreamProcess.create(join(dataDir, 'upstream'))).start();
    proxy = await RoundRobinProxy.create();
    for (const name of ['first', 'second']) {
      const port = await freePort();
      const started = startProcess([BFF_SERVER], {
        NODE_ENV: 'production',
        DEPLOYMENT_FILE: join(__dirname, '../deployment-settings.json'),
        PORT: String(port),
        METRICS_PORT: '0',
        PUBLIC_URL: proxy.url,
        AUTH_SECRET: 'a-secret-for-the-rolling-restart-test-0000',
        UPSTREAM_URL: upstream.url,
        RELEASE_REGISTRY_FILE: join(dataDir, 'releases-registry.json'),
        RELEASES_DIR: join(dataDir, `releases-${name}`),
        LOG_RATE_LIMIT: '100000',
        LOG_LEVEL: 'silent',
        DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      });
      await waitForHealth(`http://127.0.0.1:${port}/healthz`, started);
      bffs.push({ port, started });
    }
    await proxy.start(bffs.map(({ port }) => port));
  }, 60_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const { started } of bffs) await stopProcess(started.child);
    await upstream?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers with the id nginx gave the request and logged, not one the visitor sent", async () => {
    const answer = await fetch(`${proxy.url}/healthz`, { headers: { 'x-request-id': 'made-up-by-the-visitor' } });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(proxy.accessLog().filter(([, request, logged]) => request.startsWith('GET /healthz ') && logged === id)).toHaveLength(1);
  });

  it('fails no request while one instance drains and exits, and that instance serves until it goes', async () => {
    const [draining] = bffs;
    const started = Date.now();
    const running = load(proxy.url, started + 1000 + DRAIN_DELAY_MS + 1500);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const loggedBeforeSignal = proxy.accessLog().length;
    const exited = new Promise((resolve) => draining?.started.child.once('exit', (code) => resolve(code)));
    draining?.started.child.kill('SIGTERM');
    const exitCode = await exited;
    const { statuses, errors } = await running;

    expect(errors).toEqual([]);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(100);
    expect(exitCode).toBe(0);
    // It kept answering through nginx after the signal, rather than closing at once.
    const servedAfterSignal = proxy.accessLog().slice(loggedBeforeSignal).filter(([address]) => address === `127.0.0.1:${draining?.port}`);
    expect(servedAfterSignal.length).toBeGreaterThan(0);
  }, 30_000);
});
