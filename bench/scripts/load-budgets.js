// The BFF's budgets against its peers, judged from the load figures of one bench result. Pure:
// figures in, verdicts out. A failing budget says by how much, and what the two sides do differently.
const { DIFFERENCES } = require('./budget-differences');
const { atLeast, atMost, percent, times } = require('./verdicts');

const LOAD_BUDGETS = {
  sessionVsNextAuth: 1.5,
  sessionCpuVsNextAuth: 0.6,
  proxyVsPeer: 1.2,
  proxyCpuVsPeer: 0.8,
  proxyVsDirect: 0.6,
};

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

const measured = (...figures) => figures.every((f) => f.cpuUsPerCall != null);

// Verdicts on the exact ratios; the tables show them rounded. CPU per call is judged where the
// run could read it (/proc).
function checkLoadBudgets(load) {
  const fairPeer = load.sessionProxyPeerOffers;
  return [
    {
      budget: 'Session endpoint vs next-auth on Next.js (req/s, p99 no worse)',
      limit: `≥ ${LOAD_BUDGETS.sessionVsNextAuth}×`,
      ...againstPeer(load.session, load.nextAuthSession, LOAD_BUDGETS.sessionVsNextAuth),
      why: DIFFERENCES.session,
    },
    ...(measured(load.session, load.nextAuthSession)
      ? [
          {
            budget: 'Session endpoint vs next-auth on Next.js (server CPU per call)',
            limit: `≤ ${LOAD_BUDGETS.sessionCpuVsNextAuth}×`,
            ...cpuAgainstPeer(load.session, load.nextAuthSession, LOAD_BUDGETS.sessionCpuVsNextAuth),
            why: DIFFERENCES.session,
          },
        ]
      : []),
    {
      budget: 'Proxy vs Express + getToken() + http-proxy-middleware (req/s, p99 no worse)',
      limit: `≥ ${LOAD_BUDGETS.proxyVsPeer}×`,
      ...againstPeer(load.proxyOffers, fairPeer, LOAD_BUDGETS.proxyVsPeer),
      why: proxyCeiling(load, LOAD_BUDGETS.proxyVsPeer) + DIFFERENCES.proxyPeer + proxyCpu(load),
    },
    ...(measured(load.proxyOffers, fairPeer)
      ? [
          {
            budget: 'Proxy vs Express + getToken() + http-proxy-middleware (server CPU per call)',
            limit: `≤ ${LOAD_BUDGETS.proxyCpuVsPeer}×`,
            ...cpuAgainstPeer(load.proxyOffers, fairPeer, LOAD_BUDGETS.proxyCpuVsPeer),
            why: DIFFERENCES.proxyPeer,
          },
        ]
      : []),
    {
      budget: 'Proxy vs the upstream called directly (req/s)',
      limit: `≥ ${LOAD_BUDGETS.proxyVsDirect}×`,
      ...atLeast(load.proxyOffers.requestsPerSecond / load.directOffers.requestsPerSecond, LOAD_BUDGETS.proxyVsDirect),
      why: DIFFERENCES.proxyDirect,
    },
  ];
}

module.exports = { checkLoadBudgets, LOAD_BUDGETS };
