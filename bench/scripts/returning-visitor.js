// `npm run bench:returning`: what federation is for. A visitor comes back after one team's release
// of a one-line change (a style of the bookings remote's empty list): the federated product,
// where only the bookings remote is released again (built, published and promoted as its team
// does), against the monolith rebuilt with the same change. Each visitor opens /bookings cold,
// then again after the change, at 4x CPU on slow 4G; the bytes and time of the return visit are
// compared. Writes bench/results/returning.{json,md}.
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const { join } = require('node:path');
const { launchBrowser, newVisitor, recordNetwork, throttle } = require('./browser');
const { bookingsReady, SETTLE_MS } = require('./pages');
const { startStack, ROOT } = require('./stack');
const { readRuns } = require('./runs-option');
const { median } = require('./stats');
const { build, CHANGE, changedConfig, promote, releaseBookings } = require('./one-line-release');

const USAGE = `Usage: npm run bench:returning [-- --runs <n>]
  (node bench/scripts/returning-visitor.js)

A returning visitor after one team's one-line release: the federated product (the bookings remote
released again) against the monolith rebuilt with the same change, /bookings cold and then again,
at 4x CPU on slow 4G. Writes bench/results/returning.{json,md}; builds the changed bookings remote
and monolith itself, needs the product's builds and the monolith's.

Options:
  --runs <n>  visitors per build (default 3)
`;

const RUNS = readRuns({ name: 'npm run bench:returning', usage: USAGE }, 3);
const RESULTS = join(__dirname, '../results');
const LOAD_TIMEOUT_MS = 60_000;
const log = (line) => process.stdout.write(`${line}\n`);

/** A visit to /bookings: its time to the list (or empty state) and its bytes on the wire (what the HTTP cache served counts none). */
async function visit(page, cdp, url) {
  const responses = recordNetwork(cdp);
  const started = Date.now();
  await page.goto(`${url}/bookings`, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
  await bookingsReady(page, LOAD_TIMEOUT_MS);
  const visibleMs = Date.now() - started;
  // What the page defers (the session provider, prefetches) lands in the visit too, the cold one included.
  await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
  await page.waitForTimeout(SETTLE_MS);
  const entries = responses().filter((entry) => !entry.fromCache);
  const scripts = entries.filter((entry) => entry.type === 'Script');
  return {
    visibleMs,
    bytes: entries.reduce((sum, entry) => sum + entry.transferred, 0),
    scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferred, 0),
    scripts: scripts.map((entry) => new URL(entry.url).pathname),
  };
}

/** One visitor per run: /bookings cold, the change made (`change()`), /bookings again. */
async function measure(browser, stack, change, undo) {
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page, cdp } = await newVisitor(browser, stack.url, { signedIn: true });
    try {
      await throttle(cdp);
      const cold = await visit(page, cdp, stack.url);
      await page.goto('about:blank');
      await change();
      const returning = await visit(page, cdp, stack.url);
      samples.push({ cold, returning });
    } finally {
      await context.close();
      await undo();
    }
  }
  return samples;
}

const kB = (bytes) => Math.round(bytes / 100) / 10;

function report(result) {
  const row = (name, samples) => {
    const cold = median(samples.map((sample) => sample.cold.bytes));
    const back = median(samples.map((sample) => sample.returning.bytes));
    const script = median(samples.map((sample) => sample.returning.scriptBytes));
    const time = median(samples.map((sample) => sample.returning.visibleMs));
    return { line: `| ${name} | ${kB(cold)} | ${kB(back)} | ${kB(script)} | ${time} |`, back, time };
  };
  const federated = row('federated (the bookings remote released)', result.federated);
  const monolith = row('monolith (rebuilt)', result.monolith);
  return [
    `# A returning visitor after a one-line release (${result.environment.date})`,
    '',
    `${result.runs} visitors per build, /bookings at 4x CPU on slow 4G, service workers blocked (HTTP cache alone); load average ${result.environment.loadBefore.join(' ')} before, ${result.environment.loadAfter.join(' ')} after. The change: \`${CHANGE.from}\` → \`${CHANGE.to}\` in the bookings remote's empty list. Medians.`,
    '',
    '| build | cold visit, kB transferred | return visit, kB transferred | of it scripts, kB | return visit, ms to the list |',
    '|---|---|---|---|---|',
    federated.line,
    monolith.line,
    '',
    `The returning visitor downloads ${Math.round((federated.back / monolith.back) * 100) / 100}x the monolith's bytes (aim: at most 0.33x), in ${Math.round((federated.time / monolith.time) * 100) / 100}x its time.`,
    '',
    `Scripts the first visitor downloaded on the return visit: federated ${result.federated[0].returning.scripts.join(', ') || 'none'}; monolith ${result.monolith[0].returning.scripts.join(', ') || 'none'}.`,
    '',
  ].join('\n');
}

async function main() {
  const environment = { date: new Date().toISOString(), loadBefore: loadavg().map((value) => Math.round(value * 100) / 100) };
  log(`load average ${environment.loadBefore.join(' ')}`);
  const work = mkdtempSync(join(tmpdir(), 'citypass-returning-'));
  try {
    log('building the bookings remote and the monolith with the one-line change');
    const bookingsDir = join(work, 'bookings');
    const monolithDir = join(work, 'monolith');
    build(join(ROOT, 'mf-bookings'), changedConfig(work, join(ROOT, 'mf-bookings/webpack.config.js'), bookingsDir));
    build(join(ROOT, 'bench/monolith'), changedConfig(work, join(ROOT, 'bench/monolith/webpack.config.js'), monolithDir));

    const browser = await launchBrowser();
    try {
      const federatedStack = await startStack({ shellDist: 'shell/dist' });
      let federated;
      try {
        const current = (await (await fetch(`${federatedStack.bffUrl}/api/releases`, { headers: { authorization: `Bearer ${federatedStack.releases.tokens.bookings}` } })).json()).remotes.bookings.promoted;
        const changed = releaseBookings(federatedStack, bookingsDir);
        log(`federated: bookings ${current}, changed ${changed}`);
        federated = await measure(browser, federatedStack, () => promote(federatedStack, changed), () => promote(federatedStack, current));
      } finally {
        await federatedStack.stop();
      }
      const monolithStack = await startStack({ shellDist: 'bench/monolith/dist' });
      let monolith;
      try {
        monolith = await measure(
          browser,
          monolithStack,
          () => monolithStack.serveShell(monolithDir),
          () => monolithStack.serveShell(join(ROOT, 'bench/monolith/dist')),
        );
      } finally {
        await monolithStack.stop();
      }
      environment.loadAfter = loadavg().map((value) => Math.round(value * 100) / 100);
      const result = { environment, runs: RUNS, change: { from: CHANGE.from, to: CHANGE.to }, federated, monolith };
      const markdown = report(result);
      mkdirSync(RESULTS, { recursive: true });
      writeFileSync(join(RESULTS, 'returning.json'), `${JSON.stringify(result, null, 2)}\n`);
      writeFileSync(join(RESULTS, 'returning.md'), markdown);
      log(`\n${markdown}`);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
