// The performance budgets, checked against one bench result. Pure: figures in, verdicts out.
// A failing budget says by how much, and what the two sides do differently (why it can fail).
// A run measures the BFF under load, the product's bytes and time, Lighthouse's figures, or some of
// them: each set of budgets is judged when its figures are there.
const { checkLighthouseBudgets } = require('./lighthouse-budgets');
const { checkLoadBudgets } = require('./load-budgets');
const { DIFFERENCES } = require('./budget-differences');
const { KB, kB, atMost, withinKb, withinMs } = require('./verdicts');

const BUDGETS = {
  attractionsJsVsMonolith: 1.06,
  // What it took before a city's look became data (153.3 kB, languages included): the look now
  // travels in the page's data, so the scripts may not grow.
  attractionsJsKb: 153.3,
  signInJsVsMonolith: 1.1,
  attractionsJsUntilIdleKb: 172,
  attractionsTimeVsMonolith: 1.05,
  languageSwitchMs: 100,
};

/** How much of a page's extra bytes its remote entries alone are, from the files the run saw. */
function remoteEntryShare(bytes, page) {
  const files = bytes.federated[page].files;
  if (!files) return '';
  const entries = files.filter((file) => new URL(file.url).pathname.endsWith('/remoteEntry.js')).reduce((sum, file) => sum + file.body, 0);
  const extra = bytes.federated[page].beforeReady.js.body - bytes.monolith[page].beforeReady.js.body;
  return `; of the ${kB(extra)} kB more, ${kB(entries)} kB is the remote entry: the remote's own webpack runtime for federation (chunk loading, share consumption), which one bundle cannot take from another`;
}

// Verdicts on the exact figures; the tables show them rounded.
function pageChecks(result) {
  // JS bodies as the servers compressed them; response headers are reported apart (HTTP/2 compresses them).
  const js = (build, page) => result.bytes[build][page].beforeReady.js.body;
  const median = (build, cache, mark) => result.timing.medians[build][cache][mark];
  const { beforeReady, total } = result.bytes.federated.attractions;
  const switches = result.languageSwitch.medians;
  return [
    {
      budget: 'First-load JS of /attractions vs monolith (as served)',
      limit: `≤ ${BUDGETS.attractionsJsVsMonolith}×`,
      ...atMost(js('federated', 'attractions') / js('monolith', 'attractions'), BUDGETS.attractionsJsVsMonolith),
      why: DIFFERENCES.bytes + remoteEntryShare(result.bytes, 'attractions'),
    },
    {
      budget: 'First-load JS of /attractions (as served)',
      limit: `≤ ${BUDGETS.attractionsJsKb} kB`,
      ...withinKb(beforeReady.js.body, beforeReady.js.files, BUDGETS.attractionsJsKb),
      why: DIFFERENCES.texts,
    },
    {
      budget: 'All JS of a cold signed-in /attractions until the network is idle (as transferred)',
      limit: `≤ ${BUDGETS.attractionsJsUntilIdleKb} kB`,
      ...withinKb(total.js.transferred, total.js.files, BUDGETS.attractionsJsUntilIdleKb),
      why: DIFFERENCES.untilIdle,
    },
    {
      budget: 'First-load JS of / vs monolith (as served)',
      limit: `≤ ${BUDGETS.signInJsVsMonolith}×`,
      ...atMost(js('federated', 'signIn') / js('monolith', 'signIn'), BUDGETS.signInJsVsMonolith),
      why: DIFFERENCES.bytes + remoteEntryShare(result.bytes, 'signIn'),
    },
    ...['cold', 'warm'].flatMap((cache) =>
      ['visible', 'interactive'].map((mark) => ({
        budget: `Attractions ${mark}, ${cache} cache, vs monolith (median)`,
        limit: `≤ ${BUDGETS.attractionsTimeVsMonolith}×`,
        ...atMost(median('federated', cache, mark) / median('monolith', cache, mark), BUDGETS.attractionsTimeVsMonolith),
        why: DIFFERENCES.time,
      })),
    ),
    {
      budget: 'Language switch on /attractions at 4× CPU (median)',
      limit: `≤ ${BUDGETS.languageSwitchMs} ms`,
      ...withinMs(switches.federated, BUDGETS.languageSwitchMs, `monolith ${switches.monolith} ms`),
      why: DIFFERENCES.languageSwitch,
    },
  ];
}

function checkBudgets(result) {
  const checks = [
    ...(result.load ? checkLoadBudgets(result.load) : []),
    ...(result.bytes ? pageChecks(result) : []),
    ...(result.lighthouse ? checkLighthouseBudgets(result.lighthouse) : []),
  ];
  return checks.map(({ why, shortBy, ...check }) => (check.pass ? check : { ...check, shortBy, why }));
}

module.exports = { checkBudgets, BUDGETS, KB };
