// Starts the built product as `npm start` does (BFF, one server per remote), with the upstream in a process of its own,
// on ports of its own, serving whichever shell build it is given.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '../..');
const BFF_DIST = join(ROOT, 'bff/dist');
const REMOTES = { auth: 'mf-auth', attractions: 'mf-attractions', bookings: 'mf-bookings' };

function run(args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => log };
}

async function waitForHealth(url, { child, output }, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited before ${url} was up:\n${output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * @param {{ basePort: number, shellDist: string }} options  BFF on basePort, remotes on +1..+3, upstream on +10
 */
async function startStack({ basePort, shellDist }) {
  const url = `http://localhost:${basePort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'citypass-bench-'));
  const processes = [];
  const remoteUrl = {};
  try {
    await Promise.all(
      Object.entries(REMOTES).map(async ([name, folder], index) => {
        const port = basePort + 1 + index;
        remoteUrl[name] = `http://localhost:${port}`;
        const started = run(
          [join(BFF_DIST, 'cli/serve-remote.js'), '--dir', join(ROOT, folder, 'dist'), '--port', String(port), '--app-origin', url],
          {},
        );
        processes.push(started.child);
        await waitForHealth(`http://127.0.0.1:${port}/healthz`, started);
      }),
    );
    // The reservations service in its own process, as in production, so a proxied call and a
    // direct one are measured against the same upstream rather than one sharing the BFF's thread.
    const upstream = run([join(ROOT, 'bff/reservations-service/dist/cli/serve.js'), '--port', String(basePort + 10), '--data-dir', dataDir], {});
    processes.push(upstream.child);
    await waitForHealth(`http://127.0.0.1:${basePort + 10}/healthz`, upstream);
    const bff = run([join(BFF_DIST, 'server.js')], {
      NODE_ENV: 'production',
      PORT: String(basePort),
      PUBLIC_URL: url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      CONTACT_URL: 'https://www.citypass-global.com/contact',
      CUSTOMER_SERVICES_URL: 'https://www.citypass-global.com/customer-services',
      UPSTREAM_URL: `http://127.0.0.1:${basePort + 10}`,
      SHELL_DIST: resolve(ROOT, shellDist),
      BRAND: 'legacy',
      TEST_SCENARIOS: 'off',
      LOG_LEVEL: 'warn',
      // Loads of sign-ins come from one address; the limit is not what is being measured.
      SIGN_IN_RATE_LIMIT: '100000',
      REMOTE_AUTH_URL: `${remoteUrl.auth}/mf-manifest.json`,
      REMOTE_ATTRACTIONS_URL: `${remoteUrl.attractions}/mf-manifest.json`,
      REMOTE_BOOKINGS_URL: `${remoteUrl.bookings}/mf-manifest.json`,
    });
    processes.push(bff.child);
    await waitForHealth(`${url}/healthz`, bff);
  } catch (error) {
    await Promise.all(processes.map(stop));
    throw error;
  }
  return {
    url,
    upstreamUrl: `http://127.0.0.1:${basePort + 10}`,
    remoteUrl,
    async stop() {
      await Promise.all(processes.map(stop));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = { startStack, ROOT };
