// The budgets as the benchmark judges them: figures in, verdicts out.
const { checkBudgets } = require('./budgets');

/** A result whose figures sit exactly on every limit; `change` moves one figure. */
function result(change = {}) {
  const figures = {
    federatedJs: 147_400,
    monolithJs: 134_000,
    federatedVisible: 2400,
    monolithVisible: 2000,
    proxy: 800,
    direct: 1000,
    session: 5000,
    raw: 10_000,
    ...change,
  };
  const js = (body) => ({ beforeReady: { js: { body } } });
  const visible = (ms) => ({ cold: { visible: ms } });
  return {
    bytes: { federated: { attractions: js(figures.federatedJs) }, monolith: { attractions: js(figures.monolithJs) } },
    timing: { medians: { federated: visible(figures.federatedVisible), monolith: visible(figures.monolithVisible) } },
    load: {
      proxyOffers: { requestsPerSecond: figures.proxy },
      directOffers: { requestsPerSecond: figures.direct },
      session: { requestsPerSecond: figures.session },
      rawNodeHttp: { requestsPerSecond: figures.raw },
    },
  };
}

const verdicts = (checked) => Object.fromEntries(checked.map((budget) => [budget.budget, budget.pass]));

describe('performance budgets', () => {
  it('hold for figures on their limits', () => {
    expect(Object.values(verdicts(checkBudgets(result())))).toEqual([true, true, true, true, true]);
  });

  it.each([
    ['First-load JS of /attractions vs monolith (as served)', { federatedJs: 147_600 }],
    ['First-load JS of /attractions (compressed as served)', { federatedJs: 170_100, monolithJs: 160_000 }],
    ['Attractions visible, cold cache, vs monolith (median)', { federatedVisible: 2420 }],
    ['Proxy throughput vs direct upstream call', { proxy: 790 }],
    ['Session endpoint throughput vs raw node:http', { session: 4900 }],
  ])('fail "%s" just past its limit, and only that one', (name, change) => {
    const failed = Object.entries(verdicts(checkBudgets(result(change)))).filter(([, pass]) => !pass);
    expect(failed).toEqual([[name, false]]);
  });
});
