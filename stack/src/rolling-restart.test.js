const { mkdtempSync, rmSync } = require('node:fs');
const { connect } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { freePort } = require('./free-ports');
const { renderCitypassConf } = require('./nginx-config');
const { startProcess, stopProcess, waitForHealth } = require('./processes');
const { RoundRobinProxy } = require('./round-robin-proxy');
const { startSteadyLoad } = require('./steady-load');
const { UpstreamProcess } = require('./upstream-process');

// A rolling restart loses nothing: two BFF processes behind nginx with the operators'
// configuration, steady load on loopback, and each instance in turn taken out of the upstream,
// restarted and put back, as docs/production.md has operators do it.
// Needs the BFF's and the reservations service's builds (`npx tsc --build`), no front-end build.
const BFF_SERVER = require.resolve('@citypass/bff');
const DRAIN_DELAY_MS = 1500;

/** @typedef {{ name: string, port: number, started: import('./processes').Started }} Instance */

describe('a rolling restart behind nginx', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'citypass-rolling-'));
  /** @type {RoundRobinProxy} */
  let proxy;
  /** @type {UpstreamProcess} */
  let upstream;
  /** @type {Instance[]} */
  const bffs = [];

  /**
   * @param {number} port
   * @param {string} name
   */
  async function startBff(port, name) {
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
      LOG_LEVEL: 'silent',
      DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    });
    await waitForHealth(`http://127.0.0.1:${port}/healthz`, started);
    return started;
  }

  /**
   * SIGTERM, and the exit code once it has drained.
   * @param {Instance} instance
   */
  function stopBff({ started: { child } }) {
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  }

  beforeAll(async () => {
    upstream = await (await UpstreamProcess.create(join(dataDir, 'upstream'))).start();
    proxy = await RoundRobinProxy.create();
    for (const name of ['first', 'second']) {
      const port = await freePort();
      bffs.push({ name, port, started: await startBff(port, name) });
    }
    await proxy.start(bffs.map(({ port }) => port));
  }, 60_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const { started } of bffs) await stopProcess(started.child);
    await upstream?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * The access log's lines that match, once there are any: nginx writes a request's line after
   * it has sent the answer, which the client may already have read.
   * @param {(line: [string, string, string]) => boolean} matches
   */
  async function loggedLines(matches, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    let lines = proxy.accessLog().filter(matches);
    while (lines.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      lines = proxy.accessLog().filter(matches);
    }
    return lines;
  }

  it("answers with the id nginx gave the request and logged, not one the visitor sent", async () => {
    const answer = await fetch(`${proxy.url}/healthz`, { headers: { 'x-request-id': 'made-up-by-the-visitor' } });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await loggedLines(([, request, logged]) => request.startsWith('GET /healthz ') && logged === id)).toHaveLength(1);
  });

  it('restarts both instances in turn under steady load without failing a request, POSTs included', async () => {
    const load = startSteadyLoad(proxy.url);
    await load.more(100);
    /** @type {unknown[]} */
    const exitCodes = [];
    /** @type {number[]} */
    const loggedOnReturn = [];
    for (const instance of bffs) {
      await proxy.withBackendOut(instance.port, async () => {
        exitCodes.push(await stopBff(instance));
        instance.started = await startBff(instance.port, instance.name);
      });
      loggedOnReturn.push(proxy.accessLog().length);
    }
    await load.more(100);
    const { sent, posts, failures } = await load.stop();
    process.stdout.write(`rolling restart behind nginx: ${sent} requests (${posts} POSTs), ${failures.length} failed\n`);

    expect(failures).toEqual([]);
    expect(posts).toBeGreaterThan(50);
    expect(exitCodes).toEqual([0, 0]);
    // Each instance took requests again once it was back in the upstream.
    bffs.forEach(({ port }, index) => {
      const servedSinceReturn = proxy.accessLog().slice(loggedOnReturn[index]).filter(([address]) => address === `127.0.0.1:${port}`);
      expect(servedSinceReturn.length).toBeGreaterThan(0);
    });
  }, 60_000);

  it("keeps an idle connection open longer than nginx's upstream keepalive_timeout, so nginx is the one to close it", async () => {
    const conf = renderCitypassConf({ listen: '80', backends: ['127.0.0.1:1'] });
    const nginxIdleMs = Number(/^\s*keepalive_timeout (\d+)s;$/m.exec(conf)?.[1]) * 1000;
    const socket = connect(bffs[0]?.port ?? 0, '127.0.0.1');
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const answeredAt = await new Promise((resolve) => socket.once('data', () => resolve(Date.now())));
    const closedAt = await new Promise((resolve) => socket.once('close', () => resolve(Date.now())));

    expect(nginxIdleMs).toBeGreaterThan(0);
    expect(closedAt - answeredAt).toBeGreaterThan(nginxIdleMs);
  }, 30_000);
});
