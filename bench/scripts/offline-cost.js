// `npm run bench:offline`: what keeping the app for use without a network costs a visitor. The
// federated product twice, with its service worker and with it turned off (`OFFLINE=off`), in
// interleaved runs at 4x CPU on slow 4G: a cold visit to /attractions, the second (the first the
// worker is in charge of) and the third (its remote files from the releases kept on the device),
// each timed to a usable list; the page's own bytes on the cold visit, what the worker downloads
// itself (after the cold visit, its precache; on the second, the releases it keeps); and what the
// device keeps after the third. Writes bench/results/offline.{json,md}.
const { mkdirSync, writeFileSync } = require('node:fs');
const { loadavg } = require('node:os');
const { join } = require('node:path');
const { launchBrowser, newVisitor, recordNetwork, throttle } = require('./browser');
const { installProbe } = require('./pages');
const { startStack } = require('./stack');
const { readRuns } = require('./runs-option');
const { median } = require('./stats');
const { loadAndMark } = require('./timing');
const { recordWorkerNetwork } = require('./worker-network');

const USAGE = `Usage: npm run bench:offline [-- --runs <n>]
  (node bench/scripts/offline-cost.js)

What the service worker costs a visitor: /attractions cold, second and third visit, with the worker
and without it (OFFLINE=off), at 4x CPU on slow 4G; the page's bytes on the cold visit; what the
device keeps. Writes bench/results/offline.{json,md}; needs the builds.

Options:
  --runs <n>  visitors per variant (default 5)
`;

const RUNS = readRuns({ name: 'npm run bench:offline', usage: USAGE }, 5);
const RESULTS = join(__dirname, '../results');
const SETTLE_TIMEOUT_MS = 60_000;
const log = (line) => process.stdout.write(`${line}\n`);

/** What the device keeps, by cache, in bytes as stored (decoded bodies). */
function keptBytes() {
  return (async () => {
    const sizes = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      for (const request of await cache.keys()) bytes += (await (await cache.match(request)).blob()).size;
      sizes[name] = bytes;
    }
    return sizes;
  })();
}

/** Waits until what the visit leaves behind has settled: the worker in charge (if any) and the network idle. */
async function settle(page, withWorker) {
  if (withWorker) {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: SETTLE_TIMEOUT_MS });
  }
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
}

async function visitor(browser, variant, workerNetwork) {
  const { context, page, cdp } = await newVisitor(browser, variant.url, { signedIn: true, serviceWorkers: 'allow' });
  try {
    await context.addInitScript(installProbe);
    await throttle(cdp);
    const responses = recordNetwork(cdp);
    workerNetwork.take();
    const cold = await loadAndMark(page, `${variant.url}/attractions`);
    await settle(page, variant.worker);
    const coldBytes = responses().reduce((sum, entry) => sum + entry.transferred, 0);
    // The worker's own downloads: its precache once installed, then the releases it keeps on the second visit.
    const workerColdBytes = workerNetwork.take();
    const second = await loadAndMark(page, `${variant.url}/attractions`);
    // The second visit keeps the page and its releases; the third runs from them.
    if (variant.worker) await page.waitForFunction(async () => (await caches.keys()).filter((name) => name.startsWith('citypass-release-')).length === 3, null, { timeout: SETTLE_TIMEOUT_MS, polling: 500 });
    await settle(page, variant.worker);
    const workerSecondBytes = workerNetwork.take();
    const third = await loadAndMark(page, `${variant.url}/attractions`);
    const kept = await page.evaluate(keptBytes);
    return { cold, second, third, coldBytes, workerColdBytes, workerSecondBytes, kept };
  } finally {
    await context.close();
  }
}

const kB = (bytes) => Math.round(bytes / 100) / 10;

function report(result) {
  const rows = result.variants.map(
    ({ name, medians }) =>
      `| ${name} | ${medians.cold.visible} / ${medians.cold.interactive} | ${medians.second.visible} / ${medians.second.interactive} | ${medians.third.visible} / ${medians.third.interactive} | ${kB(medians.coldBytes)} | ${kB(medians.workerColdBytes)} | ${kB(medians.workerSecondBytes)} |`,
  );
  const [worker, none] = result.variants;
  const ratio = (visit) => Math.round((worker.medians[visit].visible / none.medians[visit].visible) * 100) / 100;
  const kept = Object.entries(worker.kept).map(([name, bytes]) => `| \`${name}\` | ${kB(bytes)} |`);
  return [
    `# The service worker's cost (${result.environment.date})`,
    '',
    `${result.runs} visitors per variant, interleaved, /attractions at ${'4x'} CPU on slow 4G; load average ${result.environment.loadBefore.join(' ')} before, ${result.environment.loadAfter.join(' ')} after. Medians, ms to a visible list / to a handled click.`,
    '',
    '| variant | cold visit | second visit | third visit | page bytes, cold visit (kB transferred) | worker bytes, cold visit (kB) | worker bytes, second visit (kB) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `With the worker against without, time to a visible list: cold ${ratio('cold')}x, second ${ratio('second')}x, third ${ratio('third')}x.`,
    '',
    'What the device keeps after the third visit (one visitor, decoded bytes):',
    '',
    '| cache | kB |',
    '|---|---|',
    ...kept,
    '',
  ].join('\n');
}

async function main() {
  const environment = { date: new Date().toISOString(), loadBefore: loadavg().map((value) => Math.round(value * 100) / 100) };
  log(`load average ${environment.loadBefore.join(' ')}`);
  const stacks = await Promise.all([startStack({ shellDist: 'shell/dist' }), startStack({ shellDist: 'shell/dist', env: { OFFLINE: 'off' } })]);
  const variants = [
    { name: 'with the service worker', url: stacks[0].url, worker: true, samples: [] },
    { name: 'without (OFFLINE=off)', url: stacks[1].url, worker: false, samples: [] },
  ];
  const browser = await launchBrowser();
  const workerNetwork = await recordWorkerNetwork(browser);
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const variant of run % 2 === 0 ? variants : [...variants].reverse()) {
        const sample = await visitor(browser, variant, workerNetwork);
        variant.samples.push(sample);
        log(`  run ${run + 1}/${RUNS} ${variant.name}: cold ${sample.cold.visible} ms, second ${sample.second.visible} ms, third ${sample.third.visible} ms, cold bytes ${kB(sample.coldBytes)} kB`);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(stacks.map((stack) => stack.stop()));
  }
  environment.loadAfter = loadavg().map((value) => Math.round(value * 100) / 100);
  const of = (samples, visit, mark) => median(samples.map((sample) => sample[visit][mark]));
  const result = {
    environment,
    runs: RUNS,
    variants: variants.map(({ name, samples }) => ({
      name,
      samples,
      kept: samples.at(-1).kept,
      medians: {
        ...Object.fromEntries(['cold', 'second', 'third'].map((visit) => [visit, { visible: of(samples, visit, 'visible'), interactive: of(samples, visit, 'interactive') }])),
        coldBytes: median(samples.map((sample) => sample.coldBytes)),
        workerColdBytes: median(samples.map((sample) => sample.workerColdBytes)),
        workerSecondBytes: median(samples.map((sample) => sample.workerSecondBytes)),
      },
    })),
  };
  const markdown = report(result);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'offline.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(RESULTS, 'offline.md'), markdown);
  log(`\n${markdown}`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
