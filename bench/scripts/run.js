// `npm run bench`: federated build vs a monolith of the same code (bytes, time, Lighthouse's web
// vitals), and the BFF under load against its peers; writes bench/results/latest.{json,md} (the
// run before it kept as previous.{json,md}) and prints whether each budget holds and how each
// figure moved. `--lighthouse-only` runs the Lighthouse part alone, `--load-only` the BFF under load.
const { execFileSync } = require('node:child_process');
const { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { cpus, loadavg } = require('node:os');
const { join } = require('node:path');
const { readCommandLine } = require('@citypass/command-line');
const { launchBrowser, SLOW_4G, CPU_SLOWDOWN } = require('./browser');
const { measureFirstLoad, measureSecondView } = require('./bytes');
const { measureTimes } = require('./timing');
const { measureLanguageSwitches } = require('./language-switch');
const { measureLoad } = require('./load');
const { measureLighthouse } = require('./lighthouse');
const { measureCities } = require('./lighthouse-cities');
const { startStack, startOtherCheckout, ROOT } = require('./stack');
const { checkBudgets } = require('./budgets');
const { compareResults } = require('./changes');
const { preparePeers } = require('./peers');
const { renderMarkdown } = require('./report');
const { median } = require('./stats');

const USAGE = `Usage: npm run bench [-- --runs <n>] [--load-seconds <n>] [--rebuild-monolith] [--lighthouse-only [--lighthouse-loads <n>]] [--load-only] [--before <checkout>]
  (node bench/scripts/run.js)

The federated product against a monolith of the same code (bytes, time, Lighthouse) and the BFF
under load against its peers; writes bench/results/latest.{json,md}, the run before kept as
previous.{json,md}. It builds what is missing (bench/README.md).

Options:
  --runs <n>              timing runs and language switches per build (default 7)
  --load-seconds <n>      the length of each load run (default 8)
  --rebuild-monolith      build the monolith again
  --lighthouse-only       Lighthouse alone: no peers, no load
  --lighthouse-loads <n>  loads of each page per form factor and build (default 3)
  --load-only             the BFF under load alone, into bench/results/load-only.{json,md}
  --before <checkout>     another checkout of the product: its BFF under load in the same rounds as this one; built
                          whole (npm run build), its pages in Lighthouse too, loaded in turns with this build's

Environment:
  CHROMIUM_PATH  Chromium (default /usr/bin/chromium)
`;

const { values: args } = readCommandLine(
  { name: 'npm run bench', usage: USAGE },
  {
    options: {
      runs: { type: 'string', default: '7' },
      'load-seconds': { type: 'string', default: '8' },
      'rebuild-monolith': { type: 'boolean', default: false },
      'lighthouse-only': { type: 'boolean', default: false },
      'load-only': { type: 'boolean', default: false },
      'lighthouse-loads': { type: 'string', default: '3' },
      before: { type: 'string' },
    },
  },
);
const LIGHTHOUSE_ONLY = args['lighthouse-only'];
const LOAD_ONLY = args['load-only'];
const LIGHTHOUSE_LOADS = Number(args['lighthouse-loads']);
const RUNS = Number(args.runs);
const LOAD_SECONDS = Number(args['load-seconds']);
const MONOLITH_DIST = 'bench/monolith/dist';
const RESULTS = join(ROOT, 'bench/results');

const log = (line) => process.stdout.write(`${line}\n`);
const load = () => loadavg().map((n) => Number(n.toFixed(2)));

/** Whether a package's built entry exists: its exports point into a build. */
function resolvable(name) {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

function ensureBuilt() {
  const builds = { shell: 'index.html', 'mf-auth': 'mf-manifest.json', 'mf-attractions': 'mf-manifest.json', 'mf-bookings': 'mf-manifest.json' };
  const missing = Object.entries(builds)
    .filter(([dir, file]) => !existsSync(join(ROOT, dir, 'dist', file)))
    .map(([dir]) => dir);
  const servers = ['@citypass/bff', '@citypass/reservations-service/serve', '@citypass/releases'].filter((name) => !resolvable(name));
  if (missing.length || servers.length) {
    log(`building (missing: ${[...missing, ...servers].join(', ')})`);
    execFileSync('npx', ['lerna', 'run', 'build', '--concurrency', '1'], { cwd: ROOT, stdio: 'inherit' });
  }
  if (!LOAD_ONLY && (args['rebuild-monolith'] || !existsSync(join(ROOT, MONOLITH_DIST, 'index.html')))) {
    log('building the monolith');
    execFileSync('npx', ['webpack', '--config', 'bench/monolith/webpack.config.js'], { cwd: ROOT, stdio: 'inherit' });
  }
  if (!LIGHTHOUSE_ONLY) preparePeers(log);
}

/** The last run's result, which this run is compared with and then keeps as `previous`. */
function keepPrevious() {
  const latest = join(RESULTS, 'latest.json');
  if (!existsSync(latest)) return undefined;
  for (const extension of ['json', 'md']) {
    const file = join(RESULTS, `latest.${extension}`);
    if (existsSync(file)) copyFileSync(file, join(RESULTS, `previous.${extension}`));
  }
  return JSON.parse(readFileSync(latest, 'utf8'));
}

function timingMedians(samples) {
  const of = (visits, cache, mark) => median(visits.map((visit) => visit[cache][mark]));
  return Object.fromEntries(
    Object.entries(samples).map(([build, visits]) => [
      build,
      {
        cold: { visible: of(visits, 'cold', 'visible'), interactive: of(visits, 'cold', 'interactive') },
        warm: { visible: of(visits, 'warm', 'visible'), interactive: of(visits, 'warm', 'interactive') },
      },
    ]),
  );
}

/** Bytes and time in one Chromium: first loads, the second page view, the timed visits, the language switches. */
async function measureBytesAndTime(builds) {
  const browser = await launchBrowser();
  try {
    log('bytes: first loads');
    const bytes = {};
    for (const build of builds) {
      bytes[build.name] = {
        signIn: await measureFirstLoad(browser, build.url, 'signIn'),
        attractions: await measureFirstLoad(browser, build.url, 'attractions'),
        secondView: await measureSecondView(browser, build.url),
      };
    }
    log(`time: ${RUNS} runs per build`);
    const samples = await measureTimes(browser, builds, RUNS, log);
    log(`language switch: ${RUNS} runs per build`);
    const languageSwitch = await measureLanguageSwitches(browser, builds, RUNS, log);
    return { bytes, timing: { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, network: SLOW_4G, samples, medians: timingMedians(samples) }, languageSwitch };
  } finally {
    await browser.close();
  }
}

/** Where a run's figures go: a full or Lighthouse run becomes `latest` (the one before kept as `previous`); a load-only run goes beside it. */
function writeResults(result) {
  mkdirSync(RESULTS, { recursive: true });
  const latest = join(RESULTS, 'latest.json');
  const previous = LOAD_ONLY ? (existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : undefined) : keepPrevious();
  result.changes = { since: previous?.environment.date ?? null, figures: compareResults(previous, result) };
  const name = LOAD_ONLY ? 'load-only' : 'latest';
  // Observability's cost is measured apart (`npm run bench:observability`); its latest figures go with these.
  const observability = join(RESULTS, 'observability.md');
  const markdown = renderMarkdown(result) + (!LOAD_ONLY && existsSync(observability) ? `\n${readFileSync(observability, 'utf8')}` : '');
  writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(RESULTS, `${name}.md`), markdown);
  log(`\n${markdown}`);
}

async function main() {
  ensureBuilt();
  const environment = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadBefore: load() };
  log(`load average ${environment.loadBefore.join(' ')}`);
  const [federated, monolith, before] = await Promise.all([
    startStack({ shellDist: 'shell/dist' }),
    LOAD_ONLY ? null : startStack({ shellDist: MONOLITH_DIST }),
    LOAD_ONLY || !args.before ? null : startOtherCheckout(args.before),
  ]);
  try {
    const result = { environment };
    if (monolith) {
      const builds = [
        { name: 'federated', url: federated.url },
        { name: 'monolith', url: monolith.url },
      ];
      if (!LIGHTHOUSE_ONLY) Object.assign(result, await measureBytesAndTime(builds));
      log(`lighthouse: ${LIGHTHOUSE_LOADS} loads of each page per form factor and build`);
      const lighthouseStarted = Date.now();
      result.lighthouse = await measureLighthouse(before ? [...builds, { name: 'before', url: before.url }] : builds, { loads: LIGHTHOUSE_LOADS, log });
      await Promise.all([monolith.stop(), before?.stop()]);
      log(`lighthouse: every city, ${LIGHTHOUSE_LOADS} loads of each page on a phone`);
      result.lighthouse.cities = await measureCities(federated, { loads: LIGHTHOUSE_LOADS, log });
      result.lighthouse.durationSeconds = Math.round((Date.now() - lighthouseStarted) / 1000);
      log(`lighthouse: ${result.lighthouse.runs + result.lighthouse.cities.runs} runs in ${result.lighthouse.durationSeconds} s`);
    }
    if (!LIGHTHOUSE_ONLY) {
      log('load: autocannon');
      result.load = await measureLoad(federated, log, { seconds: LOAD_SECONDS, before: args.before });
    }
    environment.loadAfter = load();
    result.budgets = checkBudgets(result);
    writeResults(result);
  } finally {
    await Promise.all([federated.stop(), monolith?.stop(), before?.stop()]);
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
