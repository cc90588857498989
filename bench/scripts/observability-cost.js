// `npm run bench:observability`: what observing the BFF costs. The session endpoint and the proxy
// under load (as scripts/load.js measures them, in interleaved rounds) for the BFF as built, with
// metrics on and tracing off; the same BFF tracing every request (100% sampling) to an OTLP/HTTP
// collector on loopback; and, given `--before <checkout>`, that checkout's BFF, built before observability
// existed. Writes bench/results/observability.{json,md}, which the full bench's report includes.
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const { join } = require('node:path');
const { readCommandLine } = require('@citypass/command-line');
const { freePort, startProcess, stopProcess, UpstreamProcess, waitForHealth } = require('@citypass/stack');
const { startOtlpReceiver } = require('@citypass/observability/testing');
const { interleaved, signInCookie } = require('./load');
const { bffOf } = require('./stack');
const { renderObservabilityCost } = require('./observability-report');

const USAGE = `Usage: npm run bench:observability [-- --before <checkout>] [--load-seconds <n>]
  (node bench/scripts/observability-cost.js)

What observing the BFF costs: the session endpoint and the proxy under load for the BFF as built
(metrics on, tracing off), the same BFF tracing every request to a collector on loopback, and with
--before another build of the BFF. Writes bench/results/observability.{json,md}; needs the builds.

Options:
  --before <checkout>   another checkout of the product, its BFF built, measured beside this one (bench/README.md)
  --load-seconds <n>    the length of each load run (default 8)
`;

const { values: args } = readCommandLine(
  { name: 'npm run bench:observability', usage: USAGE },
  { options: { before: { type: 'string' }, 'load-seconds': { type: 'string', default: '8' } } },
);
const RESULTS = join(__dirname, '../results');
const log = (line) => process.stdout.write(`${line}\n`);

/** One BFF process on a free port, against the given reservations service, with the bench's settings. */
async function startBff(server, upstreamUrl, shellDir, env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = startProcess([server], {
    PORT: String(port),
    PUBLIC_URL: url,
    AUTH_SECRET: 'a-secret-for-the-observability-bench-0000',
    UPSTREAM_URL: upstreamUrl,
    SHELL_DIST: shellDir,
    METRICS_PORT: '0',
    LOG_LEVEL: 'warn',
    TEST_SCENARIOS: 'off',
    SIGN_IN_RATE_LIMIT: '100000',
    DRAIN_DELAY_MS: '0',
    ...env,
  });
  await waitForHealth(`${url}/healthz`, started);
  return { url, stop: () => stopProcess(started.child) };
}

async function main() {
  const seconds = Number(args['load-seconds']);
  const dir = mkdtempSync(join(tmpdir(), 'citypass-bench-observability-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const loadBefore = loadavg();
  const collector = await startOtlpReceiver();
  const upstream = await (await UpstreamProcess.create(join(dir, 'data'))).start();
  const bffs = {
    metrics: await startBff(require.resolve('@citypass/bff'), upstream.url, dir),
    tracing: await startBff(require.resolve('@citypass/bff'), upstream.url, dir, {
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      OTEL_TRACES_SAMPLER: 'always_on',
    }),
    ...(args.before ? { before: await startBff(bffOf(args.before), upstream.url, dir) } : {}),
  };
  try {
    const cookies = Object.fromEntries(await Promise.all(Object.entries(bffs).map(async ([name, bff]) => [name, await signInCookie(bff.url)])));
    const targets = (path) => Object.fromEntries(Object.entries(bffs).map(([name, bff]) => [name, { url: `${bff.url}${path}`, headers: { cookie: cookies[name] } }]));
    log('session endpoint');
    const session = await interleaved(targets('/api/auth/session'), seconds, log);
    log('proxy');
    const proxy = await interleaved(targets('/api/proxy/offers'), seconds, log);
    const result = {
      at: new Date().toISOString(),
      node: process.version,
      loadAverage: { before: loadBefore.map((n) => Number(n.toFixed(2))), after: loadavg().map((n) => Number(n.toFixed(2))) },
      durationSeconds: seconds,
      before: args.before ? 'a build of the BFF before observability' : null,
      session,
      proxy,
      exports: collector.exports,
    };
    writeFileSync(join(RESULTS, 'observability.json'), `${JSON.stringify(result, null, 2)}\n`);
    const markdown = renderObservabilityCost(result);
    writeFileSync(join(RESULTS, 'observability.md'), markdown);
    log(`\n${markdown}`);
  } finally {
    await Promise.all(Object.values(bffs).map((bff) => bff.stop()));
    await upstream.stop();
    await collector.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
