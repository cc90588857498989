// The issue's budgets as the benchmark judges them: figures in, verdicts out.
const { checkBudgets } = require('./budgets');

/** A result whose figures sit exactly on every limit; `change` moves one figure. */
function result(change = {}) {
  const figures = {
    federatedAttractionsJs: 106_000,
    monolithAttractionsJs: 100_000,
    federatedSignInJs: 110_000,
    monolithSignInJs: 100_000,
    federatedColdVisible: 2100,
    federatedColdInteractive: 2625,
    federatedWarmVisible: 1050,
    federatedWarmInteractive: 1575,
    session: 1500,
    sessionP99: 10,
    nextAuth: 1000,
    nextAuthP99: 10,
    proxy: 1200,
    proxyP99: 20,
    proxyPeer: 1000,
    proxyPeerP99: 20,
    direct: 2000,
    bare: 1300,
    ...change,
  };
  const js = (body) => ({ beforeReady: { js: { body } } });
  const times = (cold, coldInteractive, warm, warmInteractive) => ({
    cold: { visible: cold, interactive: coldInteractive },
    warm: { visible: warm, interactive: warmInteractive },
  });
  const load = (requestsPerSecond, p99Ms) => ({ requestsPerSecond, p99Ms });
  return {
    bytes: {
      federated: { attractions: js(figures.federatedAttractionsJs), signIn: js(figures.federatedSignInJs) },
      monolith: { attractions: js(figures.monolithAttractionsJs), signIn: js(figures.monolithSignInJs) },
    },
    timing: {
      medians: {
        federated: times(figures.federatedColdVisible, figures.federatedColdInteractive, figures.federatedWarmVisible, figures.federatedWarmInteractive),
        monolith: times(2000, 2500, 1000, 1500),
      },
    },
    load: {
      session: load(figures.session, figures.sessionP99),
      nextAuthSession: load(figures.nextAuth, figures.nextAuthP99),
      proxyOffers: load(figures.proxy, figures.proxyP99),
      proxyPeerOffers: load(figures.proxyPeer, figures.proxyPeerP99),
      directOffers: load(figures.direct, 5),
      bareProxyOffers: load(figures.bare, 5),
    },
  };
}

const verdicts = (checked) => Object.fromEntries(checked.map((budget) => [budget.budget, budget.pass]));
const failed = (checked) => checked.filter((budget) => !budget.pass);

describe('performance budgets', () => {
  it('hold for figures on their limits', () => {
    const checked = checkBudgets(result());
    expect(failed(checked)).toEqual([]);
    expect(Object.keys(verdicts(checked))).toEqual([
      'Session endpoint vs next-auth on Next.js (req/s, p99 no worse)',
      'Proxy vs http-proxy-middleware (req/s, p99 no worse)',
      'Proxy vs the upstream called directly (req/s)',
      'First-load JS of /attractions vs monolith (as served)',
      'First-load JS of / vs monolith (as served)',
      'Attractions visible, cold cache, vs monolith (median)',
      'Attractions interactive, cold cache, vs monolith (median)',
      'Attractions visible, warm cache, vs monolith (median)',
      'Attractions interactive, warm cache, vs monolith (median)',
    ]);
  });

  it.each([
    ['Session endpoint vs next-auth on Next.js (req/s, p99 no worse)', { session: 1490 }],
    ['Session endpoint vs next-auth on Next.js (req/s, p99 no worse)', { sessionP99: 11 }],
    ['Proxy vs http-proxy-middleware (req/s, p99 no worse)', { proxy: 1190, direct: 1900 }],
    ['Proxy vs http-proxy-middleware (req/s, p99 no worse)', { proxyP99: 21 }],
    ['Proxy vs the upstream called directly (req/s)', { direct: 2010 }],
    ['First-load JS of /attractions vs monolith (as served)', { federatedAttractionsJs: 106_100 }],
    ['First-load JS of / vs monolith (as served)', { federatedSignInJs: 110_100 }],
    ['Attractions visible, cold cache, vs monolith (median)', { federatedColdVisible: 2101 }],
    ['Attractions interactive, cold cache, vs monolith (median)', { federatedColdInteractive: 2626 }],
    ['Attractions visible, warm cache, vs monolith (median)', { federatedWarmVisible: 1051 }],
    ['Attractions interactive, warm cache, vs monolith (median)', { federatedWarmInteractive: 1576 }],
  ])('fail "%s" just past its limit (%o), and only that one', (name, change) => {
    expect(failed(checkBudgets(result(change))).map((budget) => budget.budget)).toEqual([name]);
  });

  it('say by how much a budget fails', () => {
    const [session] = failed(checkBudgets(result({ session: 1200, sessionP99: 15 })));
    expect(session.shortBy).toBe('req/s 1.2× of the peer, 20.0% short of 1.5×; p99 15 ms vs 10 ms, 50.0% worse');
    const [bytes] = failed(checkBudgets(result({ federatedAttractionsJs: 116_600 })));
    expect(bytes.shortBy).toBe('1.17×, 10.0% over 1.06×');
    const [interactive] = failed(checkBudgets(result({ federatedColdInteractive: 2638 })));
    expect(interactive.shortBy).toBe('1.06×, 0.5% over 1.05×');
  });

  it('carry, for a failing budget, what the two sides do differently', () => {
    const [proxy] = failed(checkBudgets(result({ proxy: 1000 })));
    expect(proxy.why).toMatch(/session/);
    expect(checkBudgets(result()).every((budget) => budget.why === undefined)).toBe(true);
  });

  it("say how much of a page's extra bytes is its remote entry, when the run lists the files", () => {
    const checked = result({ federatedSignInJs: 111_000 });
    checked.bytes.federated.signIn.files = [
      { url: 'http://localhost:8080/main.0123456789.js', body: 100_000 },
      { url: 'http://localhost:3001/0.1.0-0123456789ab/remoteEntry.js', body: 6_650 },
      { url: 'http://localhost:3001/0.1.0-0123456789ab/__federation_expose_SignInPage.0123456789.js', body: 4_350 },
    ];
    const [bytes] = failed(checkBudgets(checked));
    expect(bytes.why).toMatch(/; of the 11\.0 kB more, 6\.7 kB is the remote entry: /);
    const [withoutFiles] = failed(checkBudgets(result({ federatedSignInJs: 111_000 })));
    expect(withoutFiles.why).not.toMatch(/remote entry:/);
  });

  it('say when the proxy budget is out of reach: the upstream called directly answers under the limit times the peer', () => {
    const [unreachable] = failed(checkBudgets(result({ proxy: 1100, proxyPeer: 1000, direct: 1180 })));
    expect(unreachable.why).toMatch(
      /^out of reach on this machine: the upstream called directly answers 1\.18× the peer's req\/s, so 1\.2× would need a proxy faster than no proxy; /,
    );
    const [reachable] = failed(checkBudgets(result({ proxy: 1100, proxyPeer: 1000, direct: 1900 })));
    expect(reachable.why).not.toMatch(/out of reach/);
  });

  it('say when the proxy budget is out of reach: a bare proxy that only forwards answers under the limit times the peer', () => {
    const [unreachable] = failed(checkBudgets(result({ proxy: 1100, proxyPeer: 1000, direct: 1900, bare: 1030 })));
    expect(unreachable.why).toMatch(
      /^out of reach on this machine: a bare node:http proxy that only forwards answers 1\.03× the peer's req\/s, so 1\.2× would need a proxy that does more yet answers faster than it; /,
    );
  });

  it("name what a call cost each proxy's own process when the run measured it", () => {
    const withCpu = result({ proxy: 1100 });
    withCpu.load.proxyOffers.cpuUsPerCall = 410;
    withCpu.load.proxyPeerOffers.cpuUsPerCall = 260;
    withCpu.load.bareProxyOffers.cpuUsPerCall = 180;
    const [proxy] = failed(checkBudgets(withCpu));
    expect(proxy.why).toMatch(/; per call ours spent 410 µs of CPU, the peer 260 µs, the bare proxy 180 µs$/);
    const [unmeasured] = failed(checkBudgets(result({ proxy: 1100 })));
    expect(unmeasured.why).not.toMatch(/per call/);
  });
});
