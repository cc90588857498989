// The BFF under load: autocannon on loopback, fixed connections and duration per target; the
// session endpoint and the proxy against real peers in interleaved rounds, and the BFF under a
// visitor's mix of calls.
const autocannon = require('autocannon');
const { spawn } = require('node:child_process');
const { join } = require('node:path');
const { freePort } = require('@citypass/stack');
const { DEMO_ORDER } = require('./browser');
const { startBareProxy, startNextAuthPeer, startProxyPeer, startSessionProxyPeer } = require('./peers');
const { childMemory } = require('./process-memory');
const { cpuMeter } = require('./process-cpu');

const CONNECTIONS = 10;
const DURATION_S = 8;
const WARMUP_S = 2;
const ROUNDS = 2;
const MIX_CONNECTIONS = [10, 50];
const OFFER_ID = 'ams-a-dam-lookout';

/** Signs in as a browser does (csrf token, credentials callback), once; the cookie header it ends with. */
async function signInCookie(baseUrl) {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const jar = new Map(csrf.headers.getSetCookie().map((c) => c.split(';')[0].split('=')));
  const { csrfToken } = await csrf.json();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${baseUrl}/api/auth/callback/order`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
    body: new URLSearchParams({ ...DEMO_ORDER, csrfToken, callbackUrl: `${baseUrl}/attractions`, json: 'true' }),
  });
  if (response.status >= 400) throw new Error(`sign-in at ${baseUrl} failed: HTTP ${response.status}`);
  for (const c of response.headers.getSetCookie()) {
    const [k, v] = c.split(';')[0].split('=');
    jar.set(k, v);
  }
  if (![...jar.keys()].some((name) => name.endsWith('session-token'))) throw new Error(`sign-in at ${baseUrl} set no session cookie`);
  return cookie();
}

async function upstreamToken(upstreamUrl) {
  const response = await fetch(`${upstreamUrl}/auth/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ORDER),
  });
  if (!response.ok) throw new Error(`upstream sign-in failed: HTTP ${response.status}`);
  return (await response.json()).access_token;
}

async function startExpressHello() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, 'express-hello.js'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Express hello exited (${code})`)));
    child.stdout.once('data', resolve);
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

const figures = (result, cpuUsPerCall) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx + result.errors + result.timeouts,
  // What a call cost the server that answered it, apart from the load generator and the upstream.
  cpuUsPerCall,
});

/** A short warm-up, then the measured run. */
async function hammer(target, seconds) {
  const options = { connections: CONNECTIONS, ...target };
  await autocannon({ ...options, duration: WARMUP_S });
  const meter = cpuMeter(options.url);
  const result = await autocannon({ ...options, duration: seconds });
  return figures(result, meter.stop(result.requests.total));
}

/**
 * Targets measured in turn, round after round (ours, peer, ours, peer), so drift in the
 * machine's load hits each alike; each keeps its better round (by req/s).
 * @param {Record<string, { url: string, headers?: Record<string, string> }>} targets
 */
async function interleaved(targets, seconds, log) {
  const best = {};
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, target] of Object.entries(targets)) {
      const result = await hammer(target, seconds);
      log(`  ${name} (round ${round}/${ROUNDS}): ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
      if (!best[name] || result.requestsPerSecond > best[name].requestsPerSecond) best[name] = result;
    }
  }
  return best;
}

/**
 * What a signed-in visitor's browser asks the BFF for, in the proportions of a visit: a page
 * load, session polls, and product calls through the proxy. Each connection cycles through it.
 */
const VISITOR_MIX = [
  '/attractions',
  '/api/auth/session',
  '/api/proxy/offers',
  `/api/proxy/offers/${OFFER_ID}`,
  '/api/auth/session',
  '/api/proxy/reservations',
  '/api/proxy/offers',
  '/api/proxy/reservations',
];

async function measureMix(stack, cookie, connections, seconds) {
  const requests = VISITOR_MIX.map((path) => ({ method: 'GET', path }));
  const result = await hammer({ url: stack.url, headers: { cookie }, requests, connections }, seconds);
  return { connections, ...result, bffMemory: childMemory(require.resolve('@citypass/bff'), new URL(stack.bffUrl).port) };
}

/**
 * Same machine, one target at a time; the peers and the framework floor on free ports.
 * @param {{ seconds?: number, before?: string }} [options] how long each measured run lasts (shorter
 * for a quick look); another checkout of the product, its BFF measured beside ours, before and after a change
 */
async function measureLoad(stack, log, { seconds = DURATION_S, before: beforeCheckout } = {}) {
  const cookie = await signInCookie(stack.url);
  const token = await upstreamToken(stack.upstreamUrl);
  const [expressHello, nextAuth, proxyPeer, sessionProxyPeer, bareProxy] = await Promise.all([
    startExpressHello(),
    startNextAuthPeer({ upstreamUrl: stack.upstreamUrl }),
    startProxyPeer({ upstreamUrl: stack.upstreamUrl, token }),
    startSessionProxyPeer({ upstreamUrl: stack.upstreamUrl, secret: stack.secret }),
    startBareProxy({ upstreamUrl: stack.upstreamUrl, token }),
  ]);
  // Another build of the BFF (`--before`), measured in the same rounds: before and after a change.
  const before = beforeCheckout ? await stack.startOtherBff(beforeCheckout) : null;
  try {
    const peerCookie = await signInCookie(nextAuth.url);
    const floor = await hammer({ url: expressHello.url }, seconds);
    log(`  expressHello: ${floor.requestsPerSecond} req/s, p50 ${floor.p50Ms} ms, p99 ${floor.p99Ms} ms`);
    const sessions = await interleaved(
      {
        session: { url: `${stack.url}/api/auth/session`, headers: { cookie } },
        ...(before && { sessionBefore: { url: `${before.url}/api/auth/session`, headers: { cookie } } }),
        nextAuthSession: { url: `${nextAuth.url}/api/auth/session`, headers: { cookie: peerCookie } },
      },
      seconds,
      log,
    );
    const proxies = await interleaved(
      {
        proxyOffers: { url: `${stack.url}/api/proxy/offers`, headers: { cookie } },
        ...(before && { proxyOffersBefore: { url: `${before.url}/api/proxy/offers`, headers: { cookie } } }),
        // The fair peer reads the visitor's token from the very cookie the BFF issued.
        sessionProxyPeerOffers: { url: `${sessionProxyPeer.url}/api/proxy/offers`, headers: { cookie } },
        proxyPeerOffers: { url: `${proxyPeer.url}/api/proxy/offers` },
        bareProxyOffers: { url: `${bareProxy.url}/api/proxy/offers` },
        directOffers: { url: `${stack.upstreamUrl}/offers`, headers: { authorization: `Bearer ${token}` } },
      },
      seconds,
      log,
    );
    const mix = [];
    for (const connections of MIX_CONNECTIONS) {
      const result = await measureMix(stack, cookie, connections, seconds);
      log(`  visitor mix, ${connections} connections: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, BFF ${result.bffMemory?.rssMb ?? '?'} MB`);
      mix.push(result);
    }
    return {
      connections: CONNECTIONS,
      durationSeconds: seconds,
      rounds: ROUNDS,
      expressHello: floor,
      ...sessions,
      ...proxies,
      mix: { requests: VISITOR_MIX, runs: mix },
    };
  } finally {
    await Promise.all([expressHello.stop(), nextAuth.stop(), proxyPeer.stop(), sessionProxyPeer.stop(), bareProxy.stop(), before?.stop()]);
  }
}

module.exports = { measureLoad, interleaved, signInCookie, VISITOR_MIX };
