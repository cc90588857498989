// The peers the BFF is measured against: real, pinned installs in folders the benchmark owns
// (`bench/peers/<name>/`, each with its own lock file), installed with `npm ci` when missing or
// when the lock file changed, built once (again only when the build's inputs changed), started on
// free ports beside the product, against the same reservations service.
const { execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { join } = require('node:path');
const { freePort, startProcess, stopProcess, waitForHealth } = require('@citypass/stack');
const { install, unlessCurrent } = require('./installs');

const PEERS_DIR = join(__dirname, '../peers');
const NEXT_AUTH = join(PEERS_DIR, 'next-auth');
const PROXY = join(PEERS_DIR, 'proxy');
const SESSION_PROXY = join(PEERS_DIR, 'session-proxy');
const NEXT_BIN = join(NEXT_AUTH, 'node_modules/next/dist/bin/next');
// Next.js asks before sending usage data; a benchmark sends none.
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/** Installs the peers and builds the Next.js one, each only when needed. */
function preparePeers(log) {
  install(NEXT_AUTH, log);
  install(PROXY, log);
  install(SESSION_PROXY, log);
  unlessCurrent(NEXT_AUTH, ['package-lock.json', 'next.config.js', 'pages'], '.next/bench-built', () => {
    log('building the next-auth peer (next build; only when its inputs changed)');
    execFileSync(process.execPath, [NEXT_BIN, 'build'], { cwd: NEXT_AUTH, env: { ...process.env, ...NEXT_ENV }, stdio: 'inherit' });
  });
}

async function startPeer(args, env, healthPath) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = startProcess(args(port), env(url, port));
  await waitForHealth(`${url}${healthPath}`, started, 60_000);
  return { url, stop: () => stopProcess(started.child) };
}

/**
 * next-auth on `next start`, its secret fresh for each run (never a file in the repository).
 * @param {{ upstreamUrl: string, env?: Record<string, string> }} options  `env`: more of its environment (a profiler's options)
 */
function startNextAuthPeer({ upstreamUrl, env = {} }) {
  return startPeer(
    (port) => [NEXT_BIN, 'start', NEXT_AUTH, '--port', String(port), '--hostname', '127.0.0.1'],
    (url) => ({ ...NEXT_ENV, NEXTAUTH_URL: url, NEXTAUTH_SECRET: randomBytes(32).toString('hex'), UPSTREAM_URL: upstreamUrl, ...env }),
    '/api/auth/csrf',
  );
}

/**
 * Express with http-proxy-middleware, forwarding with the upstream token it is given.
 * @param {{ upstreamUrl: string, token: string }} options
 */
function startProxyPeer({ upstreamUrl, token }) {
  return startPeer(
    () => [join(PROXY, 'server.js')],
    (_url, port) => ({ PORT: String(port), UPSTREAM_URL: upstreamUrl, UPSTREAM_TOKEN: token }),
    '/healthz',
  );
}

/**
 * Express with next-auth's getToken() and http-proxy-middleware: the visitor's upstream token from
 * the BFF's own session cookie, which it decrypts with the BFF's secret.
 * @param {{ upstreamUrl: string, secret: string, env?: Record<string, string> }} options  `env`: more of its environment
 */
function startSessionProxyPeer({ upstreamUrl, secret, env = {} }) {
  return startPeer(
    () => [join(SESSION_PROXY, 'server.js')],
    (_url, port) => ({ PORT: String(port), UPSTREAM_URL: upstreamUrl, NEXTAUTH_SECRET: secret, ...env }),
    '/healthz',
  );
}

/**
 * The proxy floor (bench/scripts/bare-proxy.js): node:http forwarding with the token it is given.
 * @param {{ upstreamUrl: string, token: string }} options
 */
function startBareProxy({ upstreamUrl, token }) {
  return startPeer(
    () => [join(__dirname, 'bare-proxy.js')],
    (_url, port) => ({ PORT: String(port), UPSTREAM_URL: upstreamUrl, UPSTREAM_TOKEN: token }),
    '/healthz',
  );
}

module.exports = { preparePeers, startBareProxy, startNextAuthPeer, startProxyPeer, startSessionProxyPeer };
