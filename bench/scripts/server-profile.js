// `npm run bench:server-profile`: where a call's CPU goes on the server. The session read and one
// proxied call (GET /api/proxy/offers), each under autocannon against the BFF and against its peer
// (next-auth on Next.js; Express with next-auth's getToken() and http-proxy-middleware), each
// server started with V8's CPU profiler (cpu-profiler-preload.js): its CPU per call (from /proc,
// the profiler's own cost included), its profile summarised by package, and the session read's
// steps each with what it called; then the proxied call as a browser makes it, compression
// accepted. Writes bench/results/server-profile.{json,md}.
const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { readCommandLine } = require('@citypass/command-line');
const { summariseCpuProfile, totalTimes } = require('./cpu-profile-summary');
const { serverProfileMarkdown } = require('./server-profile-report');
const { signInCookie } = require('./load');
const { preparePeers, startNextAuthPeer, startSessionProxyPeer } = require('./peers');
const { cpuMeter } = require('./process-cpu');
const { profilingEnv, startStack } = require('./stack');

const USAGE = `Usage: npm run bench:server-profile [-- --seconds <n>]
  (node bench/scripts/server-profile.js)

The session read and one proxied call, against the BFF and its peers, each server profiled: CPU
per call and where it goes, by package. Writes bench/results/server-profile.{json,md}; needs the
builds (and installs the peers the first time, as npm run bench does).

Options:
  --seconds <n>  the length of each profiled run (default 5)
`;

const { values: args } = readCommandLine(
  { name: 'npm run bench:server-profile', usage: USAGE },
  { options: { seconds: { type: 'string', default: '5' } } },
);
const SECONDS = Number(args.seconds);
if (!Number.isInteger(SECONDS) || SECONDS < 1) {
  process.stderr.write('npm run bench:server-profile: --seconds: give a whole number of seconds, at least 1\n');
  process.exit(2);
}
const CONNECTIONS = 10;
const RESULTS = join(__dirname, '../results');
const log = (line) => process.stdout.write(`${line}\n`);

/** Whose code a server's profile position is: a package, a part of Node, or ours. */
function serverPackageOf(url) {
  if (!url) return '(native)';
  if (url.startsWith('node:')) {
    const name = url.replace(/^node:(internal\/)?/, '');
    if (/http|_http/.test(name)) return 'node:http';
    if (/stream/.test(name)) return 'node:streams';
    if (/net|tcp|socket|dns/.test(name)) return 'node:net';
    return 'node (other)';
  }
  const inPackage = url.lastIndexOf('/node_modules/');
  if (inPackage < 0) return 'ours';
  const [scope, name] = url.slice(inPackage + '/node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/** The one profile a stopped server wrote into `dir` (the largest, should it have started helpers). */
function profileIn(dir) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error(`no CPU profile was written into ${dir}`);
  const [largest] = files.map((name) => readFileSync(join(dir, name), 'utf8')).sort((a, b) => b.length - a.length);
  return JSON.parse(largest);
}

// The session read's steps in the BFF's built files (bff/src/auth/): what each costs a call.
const SESSION_READ_STEPS = [
  { step: 'the cookies parsed', functionName: 'cookiesOf', file: '/http-cookies/dist/cookies.js' },
  { step: "the protocol's assertions (the callback URLs)", functionName: 'findConfigError', file: '/auth/assertions.js' },
  { step: "the CSRF cookie checked (its hash, or remembered once checked)", functionName: 'tokenOf', file: '/auth/csrf.js' },
  { step: 'the callback URL resolved', functionName: 'resolveCallbackUrl', file: '/auth/callback-url.js' },
  { step: 'the token decrypted (remembered once decrypted)', functionName: 'decode', file: '/auth/session-token.js' },
  { step: 'the token re-encrypted (the sliding expiry)', functionName: 'encode', file: '/auth/session-token.js' },
  { step: "the session cookie's lines", functionName: 'writeSessionCookies', file: '/auth/session-cookie.js' },
  { step: 'the answer written', functionName: 'writeReply', file: '/auth/auth-reply.js' },
];

// What Chromium sends: the offers list (about 2.3 kB) goes out compressed.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A warm-up second, then the measured run; the profile covers both, so shares are per call alike. */
async function hammer(url, headers) {
  const warmUp = await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const meter = cpuMeter(url);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    cpuUsPerCall: meter.stop(result.requests.total),
    profiledCalls: warmUp.requests.total + result.requests.total,
  };
}

/**
 * One server profiled under one call: `start(dir)` starts it writing its profile there, `stop`
 * ends it; `steps`, functions whose total time per call to report.
 */
async function profiled(name, start, call, steps = []) {
  const dir = mkdtempSync(join(tmpdir(), 'citypass-profile-'));
  try {
    const server = await start(dir);
    let figures;
    try {
      figures = await hammer(...(await call(server)));
    } finally {
      await server.stop();
    }
    const profile = profileIn(dir);
    const summary = summariseCpuProfile(profile, { top: 12, packageOf: serverPackageOf });
    const shares = summary.byPackage.map((entry) => ({ ...entry, share: Math.round((entry.ms / summary.busyMs) * 1000) / 10 }));
    const perCall = (ms) => Math.round((ms * 10_000) / figures.profiledCalls) / 10;
    log(`  ${name}: ${figures.requestsPerSecond} req/s, ${figures.cpuUsPerCall} µs CPU per call; ${shares.slice(0, 5).map((entry) => `${entry.package} ${entry.share}%`).join(', ')}`);
    return {
      ...figures,
      busyMs: summary.busyMs,
      profiledUsPerCall: perCall(summary.busyMs),
      byPackage: shares,
      heaviest: summary.heaviest.map(({ function: fn, ms }) => ({ function: fn, ms })),
      steps: totalTimes(profile, steps).map(({ step, ms }) => ({ step, usPerCall: perCall(ms) })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  preparePeers(log);
  const loadBefore = loadavg();
  const stack = await startStack({ shellDist: 'shell/dist' });
  try {
    const ours = (dir) => stack.profileBff(dir).then((profiling) => ({ url: stack.url, stop: profiling.stop }));
    log('the session read');
    const session = {
      bff: await profiled('BFF', ours, async (bff) => [`${bff.url}/api/auth/session`, { cookie: await signInCookie(bff.url) }], SESSION_READ_STEPS),
      'next-auth': await profiled('next-auth on Next.js', (dir) => startNextAuthPeer({ upstreamUrl: stack.upstreamUrl, env: profilingEnv(dir) }), async (peer) => [
        `${peer.url}/api/auth/session`,
        { cookie: await signInCookie(peer.url) },
      ]),
    };
    log('a proxied call');
    const proxy = {
      bff: await profiled('BFF', ours, async (bff) => [`${bff.url}/api/proxy/offers`, { cookie: await signInCookie(bff.url) }]),
      'Express + getToken() + http-proxy-middleware': await profiled(
        'the fair peer',
        (dir) => startSessionProxyPeer({ upstreamUrl: stack.upstreamUrl, secret: stack.secret, env: profilingEnv(dir) }),
        // The fair peer reads the visitor's token from the very cookie the BFF issued.
        async (peer) => [`${peer.url}/api/proxy/offers`, { cookie: await signInCookie(stack.url) }],
      ),
    };
    log('a proxied call as a browser makes it');
    const proxyToBrowser = {
      bff: await profiled('BFF', ours, async (bff) => [`${bff.url}/api/proxy/offers`, { cookie: await signInCookie(bff.url), 'accept-encoding': BROWSER_ACCEPT_ENCODING }]),
    };
    const result = { date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, loadBefore, loadAfter: loadavg(), session, proxy, proxyToBrowser };
    writeFileSync(join(RESULTS, 'server-profile.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(join(RESULTS, 'server-profile.md'), `${serverProfileMarkdown(result)}\n`);
    log(`\n${serverProfileMarkdown(result)}`);
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
