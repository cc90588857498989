// `npm run bench:main-thread`: what a first load costs the main thread. Each audited route loaded
// cold by a new visitor at 4x CPU (no network throttling: the scripts' work is what is measured),
// V8's CPU profile recorded from navigation until the page is ready, summarised by script and by
// the heaviest functions. With `--before <checkout>`, that checkout's product (built, with its own
// bench) is started beside this one and the two are loaded in turns, in the same run.
// Writes bench/results/main-thread.{json,md}.
const { mkdirSync, writeFileSync } = require('node:fs');
const { loadavg } = require('node:os');
const { join } = require('node:path');
const { readCommandLine } = require('@citypass/command-line');
const { CPU_SLOWDOWN, launchBrowser, newVisitor } = require('./browser');
const { summariseCpuProfile } = require('./cpu-profile-summary');
const { packageOf, sourceMaps, withSources } = require('./source-positions');
const { ROUTES } = require('./pages');
const { startOtherCheckout, startStack } = require('./stack');
const { median } = require('./stats');

const USAGE = `Usage: npm run bench:main-thread [-- --loads <n>] [--before <checkout>]
  (node bench/scripts/main-thread.js)

The first load's main-thread time at ${CPU_SLOWDOWN}x CPU, by script and by the heaviest functions,
for the sign-in page and /attractions, from a CPU profile of each load. Writes
bench/results/main-thread.{json,md}; needs the builds.

Options:
  --loads <n>          cold loads of each route per build (default 5)
  --before <checkout>  another checkout of the product, built, loaded in turns with this one
`;

const { values: args } = readCommandLine(
  { name: 'npm run bench:main-thread', usage: USAGE },
  { options: { loads: { type: 'string', default: '5' }, before: { type: 'string' } } },
);
const LOADS = Number(args.loads);
if (!Number.isInteger(LOADS) || LOADS < 1) {
  process.stderr.write('npm run bench:main-thread: --loads: give a whole number of loads, at least 1\n');
  process.exit(2);
}
const RESULTS = join(__dirname, '../results');
const MEASURED = [ROUTES.signIn, ROUTES.attractions];
const SAMPLING_MICROS = 200;
const log = (line) => process.stdout.write(`${line}\n`);

/** One cold load of a route, profiled until its ready element shows. */
async function profiledLoad(browser, baseUrl, route) {
  const { context, page, cdp } = await newVisitor(browser, baseUrl, { signedIn: route.signedIn });
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_MICROS });
    await cdp.send('Profiler.start');
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'commit' });
    await page.locator(route.ready).first().waitFor({ timeout: 60_000 });
    const { profile } = await cdp.send('Profiler.stop');
    const lookup = await sourceMaps(profile.nodes.map((node) => node.callFrame.url));
    const owner = (url, line, column) => (url ? packageOf(lookup(url, line, column)?.source) : '(browser)');
    return summariseCpuProfile(profile, { top: 40, packageOf: owner });
  } finally {
    await context.close();
  }
}

/** Loads summarised as one: medians of the busy time and of each script's, the functions by their mean. */
function combine(loads) {
  const scripts = [...new Set(loads.flatMap((load) => load.byScript.map(({ script }) => script)))];
  const byScript = scripts
    .map((script) => ({ script, ms: median(loads.map((load) => load.byScript.find((entry) => entry.script === script)?.ms ?? 0)) }))
    .sort((a, b) => b.ms - a.ms);
  const owners = [...new Set(loads.flatMap((load) => load.byPackage.map((entry) => entry.package)))];
  const byPackage = owners
    .map((owner) => ({ package: owner, ms: median(loads.map((load) => load.byPackage.find((entry) => entry.package === owner)?.ms ?? 0)) }))
    .sort((a, b) => b.ms - a.ms);
  const totals = new Map();
  for (const load of loads) {
    for (const entry of load.heaviest) {
      const key = `${entry.function}:${entry.column}`;
      totals.set(key, { ...entry, ms: (totals.get(key)?.ms ?? 0) + entry.ms });
    }
  }
  const heaviest = [...totals.values()]
    .map((entry) => ({ ...entry, ms: Math.round((entry.ms / loads.length) * 10) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 15);
  const browserParts = Object.keys(loads[0].browser);
  const browser = Object.fromEntries(browserParts.map((part) => [part, median(loads.map((load) => load.browser[part] ?? 0))]));
  return { busyMs: median(loads.map((load) => load.busyMs)), busyMsEach: loads.map((load) => load.busyMs), browser, byScript, byPackage, heaviest };
}

function markdown(result) {
  const builds = Object.keys(result.builds);
  const lines = [
    '## The first load’s main thread',
    '',
    `${result.loads} cold loads of each route per build, in turns, at ${CPU_SLOWDOWN}x CPU (no network throttling), each profiled from navigation until the page is ready. Load average ${result.loadBefore.map((n) => n.toFixed(2)).join(' ')} before.`,
    '',
  ];
  for (const route of MEASURED) {
    lines.push(`### ${route.path}`, '', `| | ${builds.join(' | ')} |`, `|---|${builds.map(() => '---').join('|')}|`);
    const figures = builds.map((build) => result.builds[build][route.path]);
    lines.push(`| busy, median ms | ${figures.map((f) => f.busyMs).join(' | ')} |`);
    const scripts = [...new Set(figures.flatMap((f) => f.byScript.slice(0, 8).map(({ script }) => script)))];
    for (const script of scripts) lines.push(`| ${script} | ${figures.map((f) => f.byScript.find((entry) => entry.script === script)?.ms ?? 0).join(' | ')} |`);
    for (const part of Object.keys(figures[0].browser)) lines.push(`| ${part} | ${figures.map((f) => f.browser[part] ?? 0).join(' | ')} |`);
    lines.push('', 'By package (self time, median ms):', '', `| | ${builds.join(' | ')} |`, `|---|${builds.map(() => '---').join('|')}|`);
    const owners = [...new Set(figures.flatMap((f) => f.byPackage.slice(0, 12).map((entry) => entry.package)))];
    for (const owner of owners) lines.push(`| ${owner} | ${figures.map((f) => f.byPackage.find((entry) => entry.package === owner)?.ms ?? 0).join(' | ')} |`);
    if (builds.length === 2) {
      const [ours, before] = figures;
      lines.push('', `Busy: ${(ours.busyMs / before.busyMs).toFixed(2)}× the ${builds[1]} build.`);
    }
    for (const build of builds) {
      lines.push('', `Heaviest functions of ${build} (self time, mean ms per load):`, '');
      for (const entry of result.builds[build][route.path].heaviest) lines.push(`- ${entry.ms} ms ${entry.source ?? entry.function}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

async function main() {
  const loadBefore = loadavg();
  const stacks = { this: await startStack({ shellDist: 'shell/dist' }) };
  try {
    if (args.before) stacks.before = await startOtherCheckout(args.before);
    const browser = await launchBrowser();
    const samples = Object.fromEntries(Object.keys(stacks).map((build) => [build, Object.fromEntries(MEASURED.map((route) => [route.path, []]))]));
    try {
      for (let load = 0; load < LOADS; load += 1) {
        const order = load % 2 === 0 ? Object.keys(stacks) : Object.keys(stacks).reverse();
        for (const route of MEASURED) {
          for (const build of order) {
            const summary = await profiledLoad(browser, stacks[build].url, route);
            samples[build][route.path].push(summary);
            log(`  ${route.path} ${load + 1}/${LOADS} ${build}: busy ${summary.busyMs} ms`);
          }
        }
      }
    } finally {
      await browser.close();
    }
    const builds = {};
    for (const [build, routes] of Object.entries(samples)) {
      builds[build] = {};
      for (const [path, loads] of Object.entries(routes)) {
        const summary = combine(loads);
        // Named from the source maps while the builds still serve them.
        builds[build][path] = { ...summary, heaviest: await withSources(summary.heaviest) };
      }
    }
    const result = { date: new Date().toISOString(), loads: LOADS, before: args.before ?? null, loadBefore, loadAfter: loadavg(), builds };
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(join(RESULTS, 'main-thread.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(join(RESULTS, 'main-thread.md'), `${markdown(result)}\n`);
    log(markdown(result));
  } finally {
    await Promise.all(Object.values(stacks).map((stack) => stack.stop()));
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
