// The BFF under load: autocannon on loopback, fixed connections and duration per target.
const autocannon = require('autocannon');
const { spawn } = require('node:child_process');
const { join } = require('node:path');
const { freePorts } = require('@citypass/stack');
const { DEMO_ORDER } = require('./browser');

const CONNECTIONS = 10;
const DURATION_S = 8;
const WARMUP_S = 2;

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
  if (response.status >= 400) throw new Error(`sign-in failed: HTTP ${response.status}`);
  for (const c of response.headers.getSetCookie()) {
    const [k, v] = c.split(';')[0].split('=');
    jar.set(k, v);
  }
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

function startBaseline(mode, port) {
  const child = spawn(process.execPath, [join(__dirname, 'baseline-server.js'), mode, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${mode} baseline server exited (${code})`)));
    child.stdout.once('data', () => resolve(child));
  });
}

async function hammer(url, headers) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

const BASELINES = { rawNodeHttp: 'hello', expressHello: 'express-hello', sessionCrypto: 'session-crypto' };

/** Same machine, one target at a time, each after a short warm-up; baselines on free ports. */
async function measureLoad(stack, log) {
  const cookie = await signInCookie(stack.url);
  const token = await upstreamToken(stack.upstreamUrl);
  const ports = await freePorts(Object.keys(BASELINES));
  const baselines = Object.entries(BASELINES).map(([name, mode]) => ({ name, port: ports[name], mode }));
  const servers = await Promise.all(baselines.map(({ mode, port }) => startBaseline(mode, port)));
  try {
    const targets = {
      ...Object.fromEntries(baselines.map(({ name, port }) => [name, [`http://127.0.0.1:${port}/`, {}]])),
      session: [`${stack.url}/api/auth/session`, { cookie }],
      proxyOffers: [`${stack.url}/api/proxy/offers`, { cookie }],
      directOffers: [`${stack.upstreamUrl}/offers`, { authorization: `Bearer ${token}` }],
    };
    const results = {};
    for (const [name, [url, headers]] of Object.entries(targets)) {
      results[name] = await hammer(url, headers);
      log(`  ${name}: ${results[name].requestsPerSecond} req/s, p50 ${results[name].p50Ms} ms, p99 ${results[name].p99Ms} ms`);
    }
    return { connections: CONNECTIONS, durationSeconds: DURATION_S, ...results };
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }
}

module.exports = { measureLoad };
