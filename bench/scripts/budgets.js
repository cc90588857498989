// The performance budgets, checked against one bench result. Pure: figures in, verdicts out.
// A failing budget says by how much, and what the two sides do differently (why it can fail).
// A run measures the BFF under load, the product's bytes and time, Lighthouse's figures, or some of
// them: each set of budgets is judged when its figures are there.
const { ratio } = require('./stats');
const { checkLighthouseBudgets } = require('./lighthouse-budgets');
const { DIFFERENCES } = require('./budget-differences');

const KB = 1000;

const BUDGETS = {
  sessionVsNextAuth: 1.5,
  sessionCpuVsNextAuth: 0.6,
  proxyVsPeer: 1.2,
  proxyCpuVsPeer: 0.8,
  proxyVsDirect: 0.6,
  attractionsJsVsMonolith: 1.06,
  signInJsVsMonolith: 1.1,
  attractionsJsUntilIdleKb: 165,
  attractionsTimeVsMonolith: 1.05,
};

// One decimal: a budget missed by half a percent must not read "0% over".
const percent = (value) => `${(value * 100).toFixed(1)}%`;
const kB = (bytes) => (bytes / KB).toFixed(1);
const times = (value) => `${ratio(value, 1)}×`;

/** A figure that must reach `limit` (higher is better). */
function atLeast(value, limit) {
  return { pass: value >= limit, actual: times(value), shortBy: `${times(value)}, ${percent(1 - value / limit)} short of ${limit}×` };
}

/** A figure that must stay within `limit` (lower is better). */
function atMost(value, limit) {
  return { pass: value <= limit, actual: times(value), shortBy: `${times(value)}, ${percent(value / limit - 1)} over ${limit}×` };
}

/** Bytes on the wire (bodies and headers) within `limitKb`. */
function withinKb({ transferred, files }, limitKb) {
  const actual = `${kB(transferred)} kB in ${files} files`;
  return { pass: transferred <= limitKb * KB, actual, shortBy: `${actual}, ${percent(transferred / (limitKb * KB) - 1)} over ${limitKb} kB` };
}

/** Ours against a peer: req/s at least `limit` times the peer's, and p99 no worse. */
function againstPeer(ours, peer, limit) {
  const throughput = ours.requestsPerSecond / peer.requestsPerSecond;
  const fast = throughput >= limit;
  const steady = ours.p99Ms <= peer.p99Ms;
  const shortBy = [
    ...(fast ? [] : [`req/s ${times(throughput)} of the peer, ${percent(1 - throughput / limit)} short of ${limit}×`]),
    ...(steady ? [] : [`p99 ${ours.p99Ms} ms vs ${peer.p99Ms} ms, ${percent(ours.p99Ms / peer.p99Ms - 1)} worse`]),
  ].join('; ');
  return {
    pass: fast && steady,
    actual: `${times(throughput)}, p99 ${ours.p99Ms} vs ${peer.p99Ms} ms`,
    shortBy,
  };
}

/** Ours against a peer on server CPU per call: at most `limit` times the peer's. */
function cpuAgainstPeer(ours, peer, limit) {
  const share = ours.cpuUsPerCall / peer.cpuUsPerCall;
  return { ...atMost(share, limit), actual: `${times(share)} (${ours.cpuUsPerCall} vs ${peer.cpuUsPerCall} µs)` };
}

/**
 * No proxy answers faster than the upstream it calls, nor than a bare proxy that only forwards
 * (bench/scripts/bare-proxy.js): when either answers under `limit` times the peer, no proxy
 * could meet the budget on this machine, whatever it does.
 */
function proxyCeiling(load, limit) {
  const peer = load.sessionProxyPeerOffers.requestsPerSecond;
  const bare = load.bareProxyOffers && load.bareProxyOffers.requestsPerSecond / peer;
  if (bare !== undefined && bare < limit) {
    return `out of reach on this machine: a bare node:http proxy that only forwards answers ${times(bare)} the peer's req/s, so ${limit}× would need a proxy that does more yet answers faster than it; `;
  }
  const direct = load.directOffers.requestsPerSecond / peer;
  if (direct >= limit) return '';
  return `out of reach on this machine: the upstream called directly answers ${times(direct)} the peer's req/s, so ${limit}× would need a proxy faster than no proxy; `;
}

/** What a call cost each proxy's own process, when the run could tell. */
function proxyCpu(load) {
  const cost = (figures) => figures?.cpuUsPerCall;
  if (cost(load.proxyOffers) == null || cost(load.sessionProxyPeerOffers) == null) return '';
  const bare = cost(load.bareProxyOffers) == null ? '' : `, the bare proxy ${cost(load.bareProxyOffers)} µs`;
  return `; per call ours spent ${cost(load.proxyOffers)} µs of CPU, the peer ${cost(load.sessionProxyPeerOffers)} µs${bare}`;
}

/** How much of a page's extra bytes its remote entries alone are, from the files the run saw. */
function remoteEntryShare(bytes, page) {
  const files = bytes.federated[page].files;
  if (!files) return '';
  const entries = files.filter((file) => new URL(file.url).pathname.endsWith('/remoteEntry.js')).reduce((sum, file) => sum + file.body, 0);
  const extra = bytes.federated[page].beforeReady.js.body - bytes.monolith[page].beforeReady.js.body;
  return `; of the ${kB(extra)} kB more, ${kB(entries)} kB is the remote entry: the remote's own webpack runtime for federation (chunk loading, share consumption), which one bundle cannot take from another`;
}

const measured = (...figures) => figures.every((f) => f.cpuUsPerCall != null);

// Verdicts on the exact ratios; the tables show them rounded. CPU per call is judged where the
// run could read it (/proc).
function loadChecks(load) {
  const fairPeer = load.sessionProxyPeerOffers;
  return [
    {
      budget: 'Session endpoint vs next-auth on Next.js (req/s, p99 no worse)',
      limit: `≥ ${BUDGETS.sessionVsNextAuth}×`,
      ...againstPeer(load.session, load.nextAuthSession, BUDGETS.sessionVsNextAuth),
      why: DIFFERENCES.session,
    },
    ...(measured(load.session, load.nextAuthSession)
      ? [
          {
            budget: 'Session endpoint vs next-auth on Next.js (server CPU per call)',
            limit: `≤ ${BUDGETS.sessionCpuVsNextAuth}×`,
            ...cpuAgainstPeer(load.session, load.nextAuthSession, BUDGETS.sessionCpuVsNextAuth),
            why: DIFFERENCES.session,
          },
        ]
      : []),
    {
      budget: 'Proxy vs Express + getToken() + http-proxy-middleware (req/s, p99 no worse)',
      limit: `≥ ${BUDGETS.proxyVsPeer}×`,
      ...againstPeer(load.proxyOffers, fairPeer, BUDGETS.proxyVsPeer),
      why: proxyCeiling(load, BUDGETS.proxyVsPeer) + DIFFERENCES.proxyPeer + proxyCpu(load),
    },
    ...(measured(load.proxyOffers, fairPeer)
      ? [
          {
            budget: 'Proxy vs Express + getToken() + http-proxy-middleware (server CPU per call)',
            limit: `≤ ${BUDGETS.proxyCpuVsPeer}×`,
            ...cpuAgainstPeer(load.proxyOffers, fairPeer, BUDGETS.proxyCpuVsPeer),
            why: DIFFERENCES.proxyPeer,
          },
        ]
      : []),
    {
      budget: 'Proxy vs the upstream called directly (req/s)',
      limit: `≥ ${BUDGETS.proxyVsDirect}×`,
      ...atLeast(load.proxyOffers.requestsPerSecond / load.directOffers.requestsPerSecond, BUDGETS.proxyVsDirect),
      why: DIFFERENCES.proxyDirect,
    },
  ];
}

function pageChecks(result) {
  // JS bodies as the servers compressed them; response headers are reported apart (HTTP/2 compresses them).
  const js = (build, page) => result.bytes[build][page].beforeReady.js.body;
  const median = (build, cache, mark) => result.timing.medians[build][cache][mark];
  return [
    {
      budget: 'First-load JS of /attractions vs monolith (as served)',
      limit: `≤ ${BUDGETS.attractionsJsVsMonolith}×`,
      ...atMost(js('federated', 'attractions') / js('monolith', 'attractions'), BUDGETS.attractionsJsVsMonolith),
      why: DIFFERENCES.bytes + remoteEntryShare(result.bytes, 'attractions'),
    },
    {
      budget: 'All JS of a cold signed-in /attractions until the network is idle (as transferred)',
      limit: `≤ ${BUDGETS.attractionsJsUntilIdleKb} kB`,
      ...withinKb(result.bytes.federated.attractions.total.js, BUDGETS.attractionsJsUntilIdleKb),
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
  ];
}

function checkBudgets(result) {
  const checks = [
    ...(result.load ? loadChecks(result.load) : []),
    ...(result.bytes ? pageChecks(result) : []),
    ...(result.lighthouse ? checkLighthouseBudgets(result.lighthouse) : []),
  ];
  return checks.map(({ why, shortBy, ...check }) => (check.pass ? check : { ...check, shortBy, why }));
}

module.exports = { checkBudgets, BUDGETS, KB };
