// The performance budgets, checked against one bench result. Pure: figures in, verdicts out.
const { ratio } = require('./stats');

const KB = 1000;

const BUDGETS = {
  attractionsJsVsMonolith: 1.1,
  attractionsJsGzipBytes: 170 * KB,
  attractionsVisibleVsMonolith: 1.2,
  proxyVsDirect: 0.8,
  sessionVsRaw: 0.5,
};

function checkBudgets(result) {
  // JS bodies as the servers compressed them; response headers are reported apart (HTTP/2 compresses them).
  const fedJs = result.bytes.federated.attractions.beforeReady.js.body;
  const monoJs = result.bytes.monolith.attractions.beforeReady.js.body;
  const visible = result.timing.medians;
  const load = result.load;
  // Verdicts on the exact ratios; the table shows them rounded.
  const jsRatio = fedJs / monoJs;
  const visibleRatio = visible.federated.cold.visible / visible.monolith.cold.visible;
  const proxyRatio = load.proxyOffers.requestsPerSecond / load.directOffers.requestsPerSecond;
  const sessionRatio = load.session.requestsPerSecond / load.rawNodeHttp.requestsPerSecond;
  const shown = (value) => `${ratio(value, 1)}×`;
  return [
    {
      budget: 'First-load JS of /attractions vs monolith (as served)',
      limit: `≤ ${BUDGETS.attractionsJsVsMonolith}×`,
      actual: shown(jsRatio),
      pass: jsRatio <= BUDGETS.attractionsJsVsMonolith,
    },
    {
      budget: 'First-load JS of /attractions (compressed as served)',
      limit: `≤ ${BUDGETS.attractionsJsGzipBytes / KB} kB`,
      actual: `${(fedJs / KB).toFixed(1)} kB`,
      pass: fedJs <= BUDGETS.attractionsJsGzipBytes,
    },
    {
      budget: 'Attractions visible, cold cache, vs monolith (median)',
      limit: `≤ ${BUDGETS.attractionsVisibleVsMonolith}×`,
      actual: shown(visibleRatio),
      pass: visibleRatio <= BUDGETS.attractionsVisibleVsMonolith,
    },
    {
      budget: 'Proxy throughput vs direct upstream call',
      limit: `≥ ${BUDGETS.proxyVsDirect}×`,
      actual: shown(proxyRatio),
      pass: proxyRatio >= BUDGETS.proxyVsDirect,
    },
    {
      budget: 'Session endpoint throughput vs raw node:http',
      limit: `≥ ${BUDGETS.sessionVsRaw}×`,
      actual: shown(sessionRatio),
      pass: sessionRatio >= BUDGETS.sessionVsRaw,
    },
  ];
}

module.exports = { checkBudgets, BUDGETS, KB };
