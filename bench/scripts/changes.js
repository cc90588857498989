// Each figure of a bench result against the previous run's: how much it moved, and whether one of
// ours got worse by more than REGRESSION (peers and the monolith are shown, never flagged). Pure.

const { AUDITED_PAGES } = require('./pages');

const REGRESSION = 0.05;

// kB to one decimal, as the report shows them.
const kB = (bytes) => (bytes === undefined ? undefined : Math.round(bytes / 100) / 10);

/**
 * The figures a run is compared by: label, how to read it, which way is better, whether it is ours.
 * @type {{ label: string, read: (result: any) => number | undefined, better: 'higher' | 'lower', ours: boolean }[]}
 */
const FIGURES = [
  ...[
    ['/', 'signIn'],
    ['/attractions', 'attractions'],
  ].flatMap(([route, page]) => [
    { label: `First-load JS of ${route}, kB as served`, read: (r) => kB(r.bytes?.federated?.[page]?.beforeReady.js.body), better: 'lower', ours: true },
    { label: `Monolith first-load JS of ${route}, kB as served`, read: (r) => kB(r.bytes?.monolith?.[page]?.beforeReady.js.body), better: 'lower', ours: false },
  ]),
  { label: 'Second page view (/attractions → /bookings), requests', read: (r) => r.bytes?.federated?.secondView?.requests, better: 'lower', ours: true },
  { label: 'Second page view (/attractions → /bookings), kB as served', read: (r) => kB(r.bytes?.federated?.secondView?.bytes), better: 'lower', ours: true },
  ...['cold', 'warm'].flatMap((cache) =>
    ['visible', 'interactive'].flatMap((mark) => [
      { label: `Attractions ${mark}, ${cache} cache, ms`, read: (r) => r.timing?.medians.federated[cache][mark], better: 'lower', ours: true },
      { label: `Monolith attractions ${mark}, ${cache} cache, ms`, read: (r) => r.timing?.medians.monolith[cache][mark], better: 'lower', ours: false },
    ]),
  ),
  { label: 'Language switch on /attractions at 4× CPU, median ms', read: (r) => r.languageSwitch?.medians.federated, better: 'lower', ours: true },
  { label: 'Monolith language switch on /attractions at 4× CPU, median ms', read: (r) => r.languageSwitch?.medians.monolith, better: 'lower', ours: false },
  ...AUDITED_PAGES.flatMap(({ path }) =>
    ['mobile', 'desktop'].flatMap((formFactor) => {
      const summary = (r, build) => r.lighthouse?.summary[build]?.[path]?.[formFactor];
      const name = `Lighthouse ${path} ${formFactor}`;
      return [
        { label: `${name}, performance score`, read: (r) => summary(r, 'federated')?.performance, better: 'higher', ours: true },
        { label: `${name}, largest paint ms`, read: (r) => summary(r, 'federated')?.lcpMs, better: 'lower', ours: true },
        { label: `${name}, worst layout shift`, read: (r) => summary(r, 'federated')?.cls, better: 'lower', ours: true },
        { label: `Monolith ${name}, largest paint ms`, read: (r) => summary(r, 'monolith')?.lcpMs, better: 'lower', ours: false },
      ];
    }),
  ),
  ...[
    ['session', 'Session endpoint', true],
    ['nextAuthSession', 'next-auth session endpoint', false],
    ['proxyOffers', 'Proxy', true],
    ['sessionProxyPeerOffers', 'Express + getToken() + http-proxy-middleware proxy', false],
    ['proxyPeerOffers', 'http-proxy-middleware proxy', false],
    ['bareProxyOffers', 'Bare node:http proxy', false],
    ['directOffers', 'Upstream called directly', false],
    ['expressHello', 'Express hello', false],
  ].flatMap(([key, name, ours]) => [
    { label: `${name}, req/s`, read: (r) => r.load?.[key]?.requestsPerSecond, better: 'higher', ours },
    { label: `${name}, p99 ms`, read: (r) => r.load?.[key]?.p99Ms, better: 'lower', ours },
    { label: `${name}, server CPU µs per call`, read: (r) => r.load?.[key]?.cpuUsPerCall, better: 'lower', ours },
  ]),
  ...[10, 50].flatMap((connections) => {
    const run = (r) => r.load?.mix?.runs.find((m) => m.connections === connections);
    const name = `Visitor mix at ${connections} connections`;
    return [
      { label: `${name}, req/s`, read: (r) => run(r)?.requestsPerSecond, better: 'higher', ours: true },
      { label: `${name}, p99 ms`, read: (r) => run(r)?.p99Ms, better: 'lower', ours: true },
      { label: `${name}, BFF memory MB`, read: (r) => run(r)?.bffMemory?.rssMb, better: 'lower', ours: true },
    ];
  }),
];

/**
 * @returns {{ label: string, previous: number, current: number, change: number, regression: boolean }[]}
 *   one row per figure both runs have; none without a previous run
 */
function compareResults(previous, current) {
  if (!previous) return [];
  return FIGURES.flatMap(({ label, read, better, ours }) => {
    const [before, now] = [read(previous), read(current)];
    if (typeof before !== 'number' || typeof now !== 'number' || before === 0) return [];
    const change = Math.round(((now - before) / before) * 10_000) / 10_000;
    const worse = better === 'higher' ? -change : change;
    return [{ label, previous: before, current: now, change, regression: ours && worse > REGRESSION }];
  });
}

module.exports = { compareResults, REGRESSION };
