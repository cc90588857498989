// `npm run bench:canary`: how fast the BFF stops a failing canary, and how many visitors meet the
// broken page first. Starts the built product as `npm start` does; each round publishes the
// bookings build again as a new release, starts it as a canary and sends new visitors at a steady
// rate. Each visitor loads /bookings as a browser does (the document, with its bucket, releases and
// health token) and sends the health report its page would: `failed` (render) when it names the
// canary, which stands for a release that throws, `started` for the stable release. Writes
// bench/results/canary-stop.{json,md}.
const { mkdirSync, writeFileSync } = require('node:fs');
const { loadavg } = require('node:os');
const { join } = require('node:path');
const { readCommandLine, refuseCommandLine } = require('@citypass/command-line');
const { Stack } = require('@citypass/stack');
const { bookingsReleaseApi, publishBookingsAs } = require('./bookings-team');
const { canaryRuleOf, releaseSettingsSchema } = require('@citypass/releases');
const { HEALTH_REPORTS_PATH, PAGE_DATA_ELEMENT_IDS } = require('@citypass/contracts');
const { canaryStopReport } = require('./canary-stop-report');

const ABOUT = {
  name: 'npm run bench:canary',
  usage: `Usage: npm run bench:canary [-- --rounds <n>] [-- --percent <n>] [-- --rate <n>]
  (node bench/scripts/canary-stop.js)

How fast a failing canary is stopped: <rounds> canaries of the bookings remote, each failing on
every page, under <rate> new visitors a second (sent at a steady pace, each loading /bookings and
sending its page's health report), a canary's share <percent> % of them. Prints and writes
bench/results/canary-stop.{json,md}: the time from the canary's first failing report to its stop,
and the visitors who met it meanwhile, against the stop rule's thresholds. Needs the builds.

Options:
  --rounds <n>   canaries, one after another (default 3)
  --percent <n>  the canary's share of visitors (default 10)
  --rate <n>     new visitors a second (default 20)
`,
};

const { values } = readCommandLine(ABOUT, {
  options: { rounds: { type: 'string', default: '3' }, percent: { type: 'string', default: '10' }, rate: { type: 'string', default: '20' } },
});
const ROUNDS = Number(values.rounds);
const PERCENT = Number(values.percent);
const RATE = Number(values.rate);
const refusals = [
  ...(Number.isInteger(ROUNDS) && ROUNDS >= 1 ? [] : ['--rounds: give a whole number of canaries, such as 3']),
  ...(Number.isInteger(PERCENT) && PERCENT >= 1 && PERCENT <= 100 ? [] : ['--percent: give a whole share from 1 to 100, such as 10']),
  ...(Number.isFinite(RATE) && RATE > 0 && RATE <= 1000 ? [] : ['--rate: give new visitors a second, above 0 and at most 1000, such as 20']),
];
if (refusals.length > 0) refuseCommandLine(ABOUT, refusals);

const RESULTS = join(__dirname, '../results');
const RULE = releaseSettingsSchema.parse({});
const ROUND_TIMEOUT_MS = 120_000;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The JSON a page element of the document holds. */
const pageElement = (html, id) => JSON.parse(new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html)?.[1] ?? 'null');

/** One new visitor: the page's document, then its bookings health report. Resolves with the release it met. */
async function visit(bffUrl, canary) {
  const page = await fetch(`${bffUrl}/bookings`, { headers: { accept: 'text/html' } });
  if (page.status !== 200) throw new Error(`GET /bookings answered ${page.status}`);
  const html = await page.text();
  const version = pageElement(html, PAGE_DATA_ELEMENT_IDS.releases)?.remotes?.bookings?.version;
  const token = pageElement(html, PAGE_DATA_ELEMENT_IDS.health);
  const outcome = version === canary ? { outcome: 'failed', failure: 'render' } : { outcome: 'started' };
  const report = await fetch(`${bffUrl}${HEALTH_REPORTS_PATH}`, { method: 'POST', body: new URLSearchParams({ remote: 'bookings', version, token, ...outcome }) });
  if (report.status !== 204) throw new Error(`a health report was answered ${report.status}`);
  return { version, reportedAt: performance.now() };
}

/** One canary's run: new visitors at RATE a second until the release service lists no canary. */
async function canaryRound(stack, api, canary) {
  const visits = [];
  const failures = [];
  let stoppedAt;
  const watcher = (async () => {
    while ((await api('')).remotes.bookings.canary) await pause(10);
    stoppedAt = performance.now();
  })();
  const started = performance.now();
  for (let sent = 0; stoppedAt === undefined; sent += 1) {
    if (performance.now() - started > ROUND_TIMEOUT_MS) throw new Error(`canary ${canary} still running after ${ROUND_TIMEOUT_MS / 1000} s`);
    visits.push(visit(stack.info.bffUrl, canary).catch((error) => failures.push(error)));
    await pause(Math.max(0, started + ((sent + 1) * 1000) / RATE - performance.now()));
  }
  await watcher;
  const met = (await Promise.all(visits)).filter((visited) => visited && visited.version === canary);
  if (failures.length > 0) throw failures[0];
  const reported = met.map((visited) => visited.reportedAt).sort((a, b) => a - b);
  return {
    visitors: visits.length,
    metCanary: met.length,
    reportedBeforeStop: reported.filter((at) => at <= stoppedAt).length,
    firstFailureToStopMs: stoppedAt - reported[0],
    // The report that completed the rule's count answered, then the canary is gone from the listing.
    lastNeededReportToStopMs: stoppedAt - reported[RULE.CANARY_MIN_LOADS - 1],
  };
}

async function main() {
  const environment = { cpus: require('node:os').cpus().length, loadBefore: loadavg().map((value) => Math.round(value * 100) / 100) };
  const stack = await (await Stack.create()).start();
  try {
    const api = bookingsReleaseApi(stack.info);
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // A release of its own each round: a release's counts stay in the window for ten minutes.
      const canary = publishBookingsAs(stack.info, `9.9.${round}`);
      await api('/bookings/canary', { version: canary, percent: PERCENT, reason: `bench round ${round}` });
      rounds.push(await canaryRound(stack, api, canary));
      process.stdout.write(`round ${round}: ${JSON.stringify(rounds.at(-1))}\n`);
    }
    environment.loadAfter = loadavg().map((value) => Math.round(value * 100) / 100);
    const rule = { ...canaryRuleOf(RULE), windowMs: RULE.HEALTH_WINDOW_MS };
    const result = { environment, traffic: { visitorsPerSecond: RATE, canaryPercent: PERCENT }, rule, rounds };
    const markdown = canaryStopReport(result);
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(join(RESULTS, 'canary-stop.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(join(RESULTS, 'canary-stop.md'), markdown);
    process.stdout.write(`\n${markdown}`);
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
