// The BFF under load in the report: each target's figures, ours against each peer and the floor,
// and the visitor's mix.
const { ratio } = require('./stats');

function loadTable(load) {
  const names = {
    session: 'ours: GET /api/auth/session (signed in)',
    sessionBefore: 'ours before (--before): GET /api/auth/session (signed in)',
    nextAuthSession: 'peer: next-auth on Next.js, GET /api/auth/session (signed in)',
    proxyOffers: 'ours: GET /api/proxy/offers',
    proxyOffersBefore: 'ours before (--before): GET /api/proxy/offers',
    sessionProxyPeerOffers: "peer: Express + next-auth's getToken() + http-proxy-middleware, GET /api/proxy/offers (the visitor's token from our cookie)",
    proxyPeerOffers: 'context: Express + http-proxy-middleware with one fixed token, GET /api/proxy/offers',
    bareProxyOffers: 'context: a bare node:http proxy, GET /api/proxy/offers (proxy floor)',
    directOffers: 'context: GET /offers on the upstream, direct',
    expressHello: 'context: Express hello (framework floor)',
  };
  const rows = Object.entries(names)
    .filter(([key]) => load[key])
    .map(([key, label]) => {
      const r = load[key];
      return `| ${label} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.cpuUsPerCall ?? 'n/a'} |`;
    });
  return ['| target | req/s | p50 ms | p99 ms | non-2xx/errors | server CPU per call, µs |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** Ours against each peer and the floor, in req/s and, where measured, in server CPU per call. */
function loadRatios(load) {
  const versus = (ours, other) => {
    const cpu = ours.cpuUsPerCall != null && other.cpuUsPerCall != null ? `, CPU per call ${ratio(ours.cpuUsPerCall, other.cpuUsPerCall)}×` : '';
    return `req/s ${ratio(ours.requestsPerSecond, other.requestsPerSecond)}×${cpu}`;
  };
  return [
    ['session / next-auth', load.session, load.nextAuthSession],
    ['session before (--before) / next-auth', load.sessionBefore, load.nextAuthSession],
    ['session / before', load.session, load.sessionBefore],
    ['proxy / Express + getToken() + http-proxy-middleware', load.proxyOffers, load.sessionProxyPeerOffers],
    ['proxy before (--before) / Express + getToken() + http-proxy-middleware', load.proxyOffersBefore, load.sessionProxyPeerOffers],
    ['proxy / before', load.proxyOffers, load.proxyOffersBefore],
    ['proxy / http-proxy-middleware with a fixed token', load.proxyOffers, load.proxyPeerOffers],
    ['proxy / the bare proxy (floor)', load.proxyOffers, load.bareProxyOffers],
    ['proxy / direct', load.proxyOffers, load.directOffers],
  ]
    .filter(([, ours, other]) => ours && other)
    .map(([name, ours, other]) => `- ${name}: ${versus(ours, other)}`)
    .join('\n');
}

function mixTable(mix) {
  const rows = mix.runs.map(
    (run) =>
      `| ${run.connections} | ${run.requestsPerSecond} | ${run.p50Ms} | ${run.p99Ms} | ${run.non2xx} | ${run.bffMemory ? `${run.bffMemory.rssMb} (peak ${run.bffMemory.peakRssMb})` : 'n/a'} |`,
  );
  return ['| connections | req/s | p50 ms | p99 ms | non-2xx/errors | BFF memory after, MB |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

function loadSection(load) {
  return `## BFF under load (${load.connections} connections, ${load.durationSeconds} s each after a 2 s warm-up, loopback)

Ours and each peer in interleaved rounds (ours, peer, ours, peer; the proxy's with the bare proxy
and the direct call besides), each keeping the better of its ${load.rounds} rounds by req/s. "Server
CPU per call" is the CPU time the answering process spent during the run over the calls it
answered: the load generator's and the upstream's share of the two cores left out.

${loadTable(load)}

${loadRatios(load)}

### A visitor's mix

Each connection cycles through ${load.mix.requests.map((path) => `\`${path}\``).join(', ')} (a page
load, session polls, product calls through the proxy), signed in; ${load.durationSeconds} s per run.

${mixTable(load.mix)}
`;
}

module.exports = { loadSection };
