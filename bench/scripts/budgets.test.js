// The issue's budgets as the benchmark judges them: figures in, verdicts out.
const { checkBudgets } = require('./budgets');

/**
 * A result whose figures sit exactly on every limit (the monolith's /attractions as near as whole
 * bytes allow, so that federated 153.3 kB is just within 1.06× of it); `change` moves one figure.
 */
function result(change = {}) {
  const figures = {
    federatedAttractionsJs: 153_300,
    monolithAttractionsJs: 144_623,
    federatedSignInJs: 110_000,
    federatedAttractionsUntilIdle: 172_000,
    monolithSignInJs: 100_000,
    federatedColdVisible: 2100,
    federatedColdInteractive: 2625,
    federatedWarmVisible: 1050,
    federatedWarmInteractive: 1575,
    federatedLanguageSwitch: 100,
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
    sessionCpu: 300,
    nextAuthCpu: 500,
    proxyCpu: 320,
    proxyPeerCpu: 400,
    ...change,
  };
  const js = (body) => ({ beforeReady: { js: { body, files: 6 } } });
  const times = (cold, coldInteractive, warm, warmInteractive) => ({
    cold: { visible: cold, interactive: coldInteractive },
    warm: { visible: warm, interactive: warmInteractive },
  });
  const load = (requestsPerSecond, p99Ms, cpuUsPerCall = null) => ({ requestsPerSecond, p99Ms, cpuUsPerCall });
  return {
    bytes: {
      federated: {
        attractions: { ...js(figures.federatedAttractionsJs), total: { js: { transferred: figures.federatedAttractionsUntilIdle, files: 8 } } },
        signIn: js(figures.federatedSignInJs),
      },
      monolith: { attractions: js(figures.monolithAttractionsJs), signIn: js(figures.monolithSignInJs) },
    },
    timing: {
      medians: {
        federated: times(figures.federatedColdVisible, figures.federatedColdInteractive, figures.federatedWarmVisible, figures.federatedWarmInteractive),
        monolith: times(2000, 2500, 1000, 1500),
      },
    },
    languageSwitch: { medians: { federated: figures.federatedLanguageSwitch, monolith: 80 } },
    load: {
      session: load(figures.session, figures.sessionP99, figures.sessionCpu),
      nextAuthSession: load(figures.nextAuth, figures.nextAuthP99, figures.nextAuthCpu),
      proxyOffers: load(figures.proxy, figures.proxyP99, figures.proxyCpu),
      sessionProxyPeerOffers: load(figures.proxyPeer, figures.proxyPeerP99, figures.proxyPeerCpu),
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
      'Session endpoint vs next-auth on Next.js (server CPU per call)',
      'Proxy vs Express + getToken() + http-proxy-middleware (req/s, p99 no worse)',
      'Proxy vs Express + getToken() + http-proxy-middleware (server CPU per call)',
      'Proxy vs the upstream called directly (req/s)',
      'First-load JS of /attractions vs monolith (as served)',
      'First-load JS of /attractions (as served)',
      'All JS of a cold signed-in /attractions until the network is idle (as transferred)',
      'First-load JS of / vs monolith (as served)',
      'Attractions visible, cold cache, vs monolith (median)',
      'Attractions interactive, cold cache, vs monolith (median)',
      'Attractions visible, warm cache, vs monolith (median)',
      'Attractions interactive, warm cache, vs monolith (median)',
      'Language switch on /attractions at 4× CPU (median)',
    ]);
  });

  it.each([
    ['Session endpoint vs next-auth on Next.js (req/s, p99 no worse)', { session: 1490 }],
    ['Session endpoint vs next-auth on Next.js (req/s, p99 no worse)', { sessionP99: 11 }],
    ['Session endpoint vs next-auth on Next.js (server CPU per call)', { sessionCpu: 301 }],
    ['Proxy vs Express + getToken() + http-proxy-middleware (req/s, p99 no worse)', { proxy: 1190, direct: 1900 }],
    ['Proxy vs Express + getToken() + http-proxy-middleware (req/s, p99 no worse)', { proxyP99: 21 }],
    ['Proxy vs Express + getToken() + http-proxy-middleware (server CPU per call)', { proxyCpu: 321 }],
    ['Proxy vs the upstream called directly (req/s)', { direct: 2010 }],
    ['First-load JS of /attractions vs monolith (as served)', { monolithAttractionsJs: 144_621 }],
    ['First-load JS of /attractions (as served)', { federatedAttractionsJs: 153_301, monolithAttractionsJs: 144_700 }],
    ['All JS of a cold signed-in /attractions until the network is idle (as transferred)', { federatedAttractionsUntilIdle: 172_001 }],
    ['First-load JS of / vs monolith (as served)', { federatedSignInJs: 110_100 }],
    ['Attractions visible, cold cache, vs monolith (median)', { federatedColdVisible: 2101 }],
    ['Attractions interactive, cold cache, vs monolith (median)', { federatedColdInteractive: 2626 }],
    ['Attractions visible, warm cache, vs monolith (median)', { federatedWarmVisible: 1051 }],
    ['Attractions interactive, warm cache, vs monolith (median)', { federatedWarmInteractive: 1576 }],
    ['Language switch on /attractions at 4× CPU (median)', { federatedLanguageSwitch: 100.1 }],
  ])('fail "%s" just past its limit (%o), and only that one', (name, change) => {
    expect(failed(checkBudgets(result(change))).map((budget) => budget.budget)).toEqual([name]);
  });

  it('say by how much a budget fails', () => {
    const [session] = failed(checkBudgets(result({ session: 1200, sessionP99: 15 })));
    expect(session.shortBy).toBe('req/s 1.2× of the peer, 20.0% short of 1.5×; p99 15 ms vs 10 ms, 50.0% worse');
    const [bytes] = failed(checkBudgets(result({ monolithAttractionsJs: 139_000 })));
    expect(bytes.shortBy).toBe('1.1×, 4.0% over 1.06×');
    const [firstLoad] = failed(checkBudgets(result({ federatedAttractionsJs: 160_500, monolithAttractionsJs: 155_000 })));
    expect(firstLoad).toEqual(expect.objectContaining({ actual: '160.5 kB in 6 files', shortBy: '160.5 kB in 6 files, 4.7% over 153.3 kB' }));
    const [untilIdle] = failed(checkBudgets(result({ federatedAttractionsUntilIdle: 180_000 })));
    expect(untilIdle).toEqual(expect.objectContaining({ actual: '180.0 kB in 8 files', shortBy: '180.0 kB in 8 files, 4.7% over 172 kB' }));
    const [languageSwitch] = failed(checkBudgets(result({ federatedLanguageSwitch: 123.4 })));
    expect(languageSwitch).toEqual(expect.objectContaining({ actual: '123.4 ms (monolith 80 ms)', shortBy: '123.4 ms (monolith 80 ms), 23.4% over 100 ms' }));
    const [interactive] = failed(checkBudgets(result({ federatedColdInteractive: 2638 })));
    expect(interactive.shortBy).toBe('1.06×, 0.5% over 1.05×');
    const [cpu] = failed(checkBudgets(result({ proxyCpu: 360 })));
    expect(cpu).toEqual(expect.objectContaining({ actual: '0.9× (360 vs 400 µs)', shortBy: '0.9×, 12.5% over 0.8×' }));
  });

  it('judge CPU per call only where the run could read it', () => {
    const names = checkBudgets(result({ sessionCpu: null, proxyPeerCpu: null })).map((budget) => budget.budget);
    expect(names).not.toContain('Session endpoint vs next-auth on Next.js (server CPU per call)');
    expect(names).not.toContain('Proxy vs Express + getToken() + http-proxy-middleware (server CPU per call)');
  });

  it('judge the load budgets alone in a run that measured only the load', () => {
    const { load } = result();
    expect(checkBudgets({ load }).map((budget) => budget.budget)).toEqual([
      'Session endpoint vs next-auth on Next.js (req/s, p99 no worse)',
      'Session endpoint vs next-auth on Next.js (server CPU per call)',
      'Proxy vs Express + getToken() + http-proxy-middleware (req/s, p99 no worse)',
      'Proxy vs Express + getToken() + http-proxy-middleware (server CPU per call)',
      'Proxy vs the upstream called directly (req/s)',
    ]);
  });

  it('carry, for a failing budget, what the two sides do differently', () => {
    const [proxy] = failed(checkBudgets(result({ proxy: 1000 })));
    expect(proxy.why).toMatch(/session/);
    expect(checkBudgets(result()).every((budget) => budget.why === undefined)).toBe(true);
  });

  it('say what the texts add to the first load, and what a language switch waits for', () => {
    const [firstLoad] = failed(checkBudgets(result({ federatedAttractionsJs: 160_500, monolithAttractionsJs: 155_000 })));
    expect(firstLoad.why).toMatch(/^it may not grow past .*; against the 152\.8 kB .*intl-messageformat, about 2\.7 kB brotli.*about 1\.8 kB.*attractions remote \(about 0\.8 kB\)$/);
    const [languageSwitch] = failed(checkBudgets(result({ federatedLanguageSwitch: 150 })));
    expect(languageSwitch.why).toMatch(/^a switch first loads every part's catalogue of the new language /);
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
    const withCpu = result({ proxy: 1100, proxyCpu: 300, proxyPeerCpu: 400 });
    withCpu.load.bareProxyOffers.cpuUsPerCall = 180;
    const [proxy] = failed(checkBudgets(withCpu));
    expect(proxy.why).toMatch(/; per call ours spent 300 µs of CPU, the peer 400 µs, the bare proxy 180 µs$/);
    const [unmeasured] = failed(checkBudgets(result({ proxy: 1100, proxyCpu: null })));
    expect(unmeasured.why).not.toMatch(/per call/);
  });
});

const PATHS = ['/', '/attractions', '/bookings', '/confirmation'];

/**
 * A Lighthouse-only result whose figures sit on every limit: the worst shift 0.02, a phone's
 * median paint 2.5 s (the monolith's 3 s) and score 95, the root's other scores 100, and a
 * desktop's paint level with the monolith's. `edit` changes the summaries.
 */
function lighthouseResult(edit = () => {}) {
  const page = (lcpMs) => ({
    loads: 3,
    performance: 95,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs,
    tbtMs: 200,
    scriptMs: 900,
    cls: 0.02,
    largestPaint: { element: 'main > p (Choose an attraction)', phases: { TTFB: 400, 'Render Delay': 2100 } },
    shifted: [{ element: 'body > footer', score: 0.02 }],
    pointsLost: { performance: ['largest-contentful-paint'] },
  });
  const build = (mobileLcp, desktopLcp) => Object.fromEntries(PATHS.map((path) => [path, { mobile: page(mobileLcp), desktop: page(desktopLcp) }]));
  const summary = { federated: build(2500, 1000), monolith: build(3000, 1000) };
  edit(summary);
  return { lighthouse: { summary } };
}

describe('web-vitals budgets (Lighthouse)', () => {
  const names = [
    ...PATHS.flatMap((path) => ['mobile', 'desktop'].map((formFactor) => `Worst layout shift of 3 loads, ${path}, ${formFactor}`)),
    ...PATHS.map((path) => `Largest paint, mobile, median, ${path}`),
    ...PATHS.map((path) => `Performance score, mobile, median, ${path}`),
    'Accessibility score, /, mobile and desktop',
    'Best practices score, /, mobile and desktop',
    'SEO score, /, mobile and desktop',
    ...PATHS.flatMap((path) => ['mobile', 'desktop'].map((formFactor) => `Largest paint vs monolith, ${path}, ${formFactor}, median`)),
  ];

  it('hold for figures on their limits, and are the only ones judged in a Lighthouse-only run', () => {
    const checked = checkBudgets(lighthouseResult());
    expect(failed(checked)).toEqual([]);
    expect(checked.map((budget) => budget.budget)).toEqual(names);
  });

  it('follow the product budgets in a full run', () => {
    const checked = checkBudgets({ ...result(), ...lighthouseResult() });
    expect(checked.map((budget) => budget.budget).slice(-names.length)).toEqual(names);
    expect(checked).toHaveLength(14 + names.length);
  });

  it.each([
    ['Worst layout shift of 3 loads, /attractions, desktop', (s) => (s.federated['/attractions'].desktop.cls = 0.0201)],
    ['Largest paint, mobile, median, /bookings', (s) => (s.federated['/bookings'].mobile.lcpMs = 2501)],
    ['Performance score, mobile, median, /confirmation', (s) => (s.federated['/confirmation'].mobile.performance = 94)],
    ['Accessibility score, /, mobile and desktop', (s) => (s.federated['/'].desktop.accessibility = 99)],
    ['Best practices score, /, mobile and desktop', (s) => (s.federated['/'].mobile.bestPractices = 96)],
    ['SEO score, /, mobile and desktop', (s) => (s.federated['/'].mobile.seo = 92)],
    ['Largest paint vs monolith, /, desktop, median', (s) => (s.federated['/'].desktop.lcpMs = 1001)],
    ['Largest paint vs monolith, /attractions, mobile, median', (s) => (s.monolith['/attractions'].mobile.lcpMs = 2499)],
  ])('fail "%s" just past its limit, and only that one', (name, edit) => {
    expect(failed(checkBudgets(lighthouseResult(edit))).map((budget) => budget.budget)).toEqual([name]);
  });

  it('judge scores on / only: signed-in pages are kept from crawlers, which costs them SEO points', () => {
    expect(failed(checkBudgets(lighthouseResult((s) => (s.federated['/bookings'].mobile.seo = 63))))).toEqual([]);
  });

  it('say by how much a budget fails', () => {
    const [shift, paint, score, seo] = failed(
      checkBudgets(
        lighthouseResult((s) => {
          s.federated['/attractions'].mobile.cls = 0.127;
          s.federated['/attractions'].mobile.lcpMs = 2910;
          s.federated['/attractions'].mobile.performance = 88;
          s.federated['/'].desktop.seo = 91;
        }),
      ),
    );
    expect(shift.shortBy).toBe('0.127, 0.107 over 0.02');
    expect(paint.shortBy).toBe('2.91 s, 0.41 s over 2.50 s');
    expect(score.shortBy).toBe('88, 7 short of 95');
    expect(seo.shortBy).toBe('91, 9 short of 100');
  });

  it("give a phone's median paint against the 2.0 s goal, which judges nothing", () => {
    const paint = (lcpMs) =>
      checkBudgets(lighthouseResult((s) => (s.federated['/'].mobile.lcpMs = lcpMs))).find((budget) => budget.budget === 'Largest paint, mobile, median, /');
    expect(paint(2500)).toEqual(expect.objectContaining({ pass: true, actual: '2.50 s; goal 2.00 s: 0.50 s over' }));
    expect(paint(1900)).toEqual(expect.objectContaining({ pass: true, actual: '1.90 s; goal 2.00 s: reached' }));
  });

  it('carry, for a failing budget, what Lighthouse saw: what moved, what the paint waited for, what cost points', () => {
    const [shift, paint, score, monolith] = failed(
      checkBudgets(
        lighthouseResult((s) => {
          s.federated['/bookings'].mobile.cls = 0.33;
          s.federated['/bookings'].mobile.shifted = [{ element: 'body > footer', score: 0.33 }];
          s.federated['/bookings'].mobile.lcpMs = 3100;
          s.federated['/bookings'].mobile.performance = 80;
        }),
      ),
    );
    expect(shift.why).toBe('what moved: body > footer 0.33');
    expect(paint.why).toBe('the largest paint is main > p (Choose an attraction): ttfb 400 ms, render delay 2100 ms');
    expect(score.why).toBe('points lost to largest-contentful-paint');
    expect(monolith).toEqual(expect.objectContaining({ actual: '1.03× (3.10 s vs 3.00 s)', shortBy: "0.10 s behind the monolith's 3.00 s" }));
    expect(monolith.why).toMatch(/^federated main > p .*; monolith main > p /);
  });

  it('judge the lower of the two form factors for the root scores', () => {
    const [seo] = failed(
      checkBudgets(
        lighthouseResult((s) => {
          s.federated['/'].mobile.seo = 92;
          s.federated['/'].mobile.pointsLost = { seo: ['is-crawlable'] };
          s.federated['/'].desktop.seo = 98;
        }),
      ),
    );
    expect(seo).toEqual(expect.objectContaining({ actual: '92', why: 'points lost to is-crawlable' }));
  });
});

describe('web-vitals budgets in every other language (Lighthouse, federated, phone)', () => {
  const page = (lcpMs, cls = 0) => ({ loads: 3, lcpMs, cls, largestPaint: { element: 'main > p', phases: { TTFB: 400, 'Render Delay': 2000 } }, shifted: cls ? [{ element: 'body > footer', score: cls }] : [] });
  const languages = (edit = () => {}) => {
    const of = Object.fromEntries(['es', 'ja'].map((language) => [language, Object.fromEntries(PATHS.map((path) => [path, { mobile: page(2400) }]))]));
    edit(of);
    return of;
  };
  const judged = (of) => checkBudgets({ lighthouse: { ...lighthouseResult().lighthouse, languages: of } }).filter((budget) => budget.budget.includes('other languages'));

  it('judge each page on the language where it does worst, and name that language', () => {
    const checked = judged(languages((of) => (of.ja['/bookings'].mobile.lcpMs = 2450)));
    expect(checked.map((budget) => budget.budget)).toEqual(
      PATHS.flatMap((path) => [`Worst layout shift, mobile, ${path}, in each of 2 other languages`, `Largest paint, mobile, median, ${path}, in each of 2 other languages`]),
    );
    expect(failed(checked)).toEqual([]);
    expect(checked.find((budget) => budget.budget.startsWith('Largest paint, mobile, median, /bookings'))).toEqual(expect.objectContaining({ actual: '2.45 s at most (ja)' }));
  });

  it('fail a page whose paint is late or whose layout moves in one language', () => {
    const failing = failed(
      judged(
        languages((of) => {
          of.es['/attractions'].mobile.lcpMs = 2501;
          of.ja['/'].mobile = page(2400, 0.03);
        }),
      ),
    );
    expect(failing.map((budget) => [budget.budget, budget.actual])).toEqual([
      ['Worst layout shift, mobile, /, in each of 2 other languages', '0.03 (ja)'],
      ['Largest paint, mobile, median, /attractions, in each of 2 other languages', '2.50 s at most (es)'],
    ]);
    expect(failing[0].why).toBe('in ja, what moved: body > footer 0.03');
  });
});

describe('web-vitals budgets in every city (Lighthouse, federated, phone)', () => {
  const page = (lcpMs, cls = 0) => ({ loads: 3, lcpMs, cls, largestPaint: { element: 'main > p', phases: { TTFB: 400 } }, shifted: cls ? [{ element: 'body', score: cls }] : [] });
  const cities = (edit = () => {}) => {
    const summary = Object.fromEntries(['amsterdam', 'barcelona with a web font'].map((city) => [city, Object.fromEntries(PATHS.map((path) => [path, { mobile: page(2300) }]))]));
    edit(summary);
    return { runs: 24, summary };
  };
  const judged = (of) => checkBudgets({ lighthouse: { ...lighthouseResult().lighthouse, cities: of } }).filter((budget) => budget.budget.includes('cities'));

  it('hold every page of every city to no layout shift at all, and to the phone paint budget', () => {
    const checked = judged(cities());
    expect(checked.map((budget) => [budget.budget, budget.limit])).toEqual(
      PATHS.flatMap((path) => [
        [`Worst layout shift, mobile, ${path}, in each of 2 cities`, '= 0'],
        [`Largest paint, mobile, median, ${path}, in each of 2 cities`, '≤ 2.50 s'],
      ]),
    );
    expect(failed(checked)).toEqual([]);
  });

  it('hold each page on a phone to the --before build’s blocking time and script evaluation, when the run has one', () => {
    const withBefore = (edit = () => {}) =>
      lighthouseResult((s) => {
        s.before = structuredClone(s.federated);
        edit(s);
      });
    const judgedBefore = (edit) => checkBudgets(withBefore(edit)).filter((budget) => budget.budget.includes('--before'));
    expect(judgedBefore().map((budget) => budget.budget)).toEqual(
      PATHS.flatMap((path) => [`Total blocking time vs the --before build, mobile, median, ${path}`, `Script evaluation vs the --before build, mobile, median, ${path}`]),
    );
    expect(failed(judgedBefore())).toEqual([]);
    const [slower] = failed(judgedBefore((s) => (s.federated['/'].mobile.scriptMs = 1240)));
    expect(slower).toEqual(expect.objectContaining({ budget: 'Script evaluation vs the --before build, mobile, median, /', actual: '1.38× (1240 vs 900 ms)' }));
    expect(checkBudgets(lighthouseResult()).some((budget) => budget.budget.includes('--before'))).toBe(false);
  });

  it('fail a city whose web font moves a page even a little, naming the city and what moved', () => {
    const [shift] = failed(judged(cities((summary) => (summary['barcelona with a web font']['/bookings'].mobile = page(2300, 0.0001)))));
    expect(shift).toEqual(expect.objectContaining({ budget: 'Worst layout shift, mobile, /bookings, in each of 2 cities', actual: '0.0001 (barcelona with a web font)' }));
    expect(shift.why).toBe('in barcelona with a web font, what moved: body 0.0001');
  });
});
