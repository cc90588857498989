// Lighthouse's report read into figures, and a page's loads into what the budgets judge.
const { figuresOf, settingsOf, summarise, summariseLoads } = require('./lighthouse-figures');

/** The parts of a Lighthouse report (lhr) the bench reads. */
function lhr({ performance = 0.91, seo = 1, lcp = 2412.6, tbt = 180.4, script = 1240.6, cls = 0.12704, shifts = [['footer', 0.12704]] } = {}) {
  const category = (score, refs) => ({ score, auditRefs: refs.map(([id, weight]) => ({ id, weight })) });
  return {
    requestedUrl: 'http://localhost:8080/attractions',
    lighthouseVersion: '12.8.2',
    configSettings: {
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
      screenEmulation: { width: 412, height: 823 },
    },
    categories: {
      performance: category(performance, [['largest-contentful-paint', 25], ['total-blocking-time', 30], ['cumulative-layout-shift', 25]]),
      accessibility: category(1, [['color-contrast', 7]]),
      'best-practices': category(1, []),
      seo: category(seo, [['is-crawlable', 4], ['structured-data', 0]]),
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp, score: 0.9 },
      'total-blocking-time': { numericValue: tbt, score: 1 },
      'cumulative-layout-shift': { numericValue: cls, score: 0.8 },
      'color-contrast': { score: 1 },
      'is-crawlable': { score: seo },
      'structured-data': { score: 0 },
      'largest-contentful-paint-element': {
        details: {
          items: [
            { items: [{ node: { selector: 'main > p', nodeLabel: 'Choose an attraction' } }] },
            { items: [{ phase: 'TTFB', timing: 470.3 }, { phase: 'Render Delay', timing: 1942.2 }] },
          ],
        },
      },
      'mainthread-work-breakdown': { details: { items: [{ group: 'styleLayout', duration: 310.2 }, { group: 'scriptEvaluation', duration: script }] } },
      'layout-shifts': { details: { items: shifts.map(([selector, score]) => ({ node: { selector }, score })) } },
    },
  };
}

describe('one Lighthouse load', () => {
  it('gives its scores out of 100, paint, blocking and script evaluation time in ms, and the layout shift', () => {
    expect(figuresOf(lhr())).toEqual(
      expect.objectContaining({ performance: 91, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2413, tbtMs: 180, scriptMs: 1241, cls: 0.127 }),
    );
  });

  it("names the largest paint's element and phases, and what moved, biggest shift first", () => {
    const figures = figuresOf(lhr({ shifts: [['header', 0.01], ['footer', 0.117]] }));
    expect(figures.largestPaint).toEqual({ element: 'main > p (Choose an attraction)', phases: { TTFB: 470, 'Render Delay': 1942 } });
    expect(figures.shifted).toEqual([
      { element: 'footer', score: 0.117 },
      { element: 'header', score: 0.01 },
    ]);
  });

  it('names the weighted audits that cost a category points', () => {
    expect(figuresOf(lhr({ seo: 0 })).pointsLost).toEqual({ performance: ['largest-contentful-paint', 'cumulative-layout-shift'], seo: ['is-crawlable'] });
  });

  it('refuses a run Lighthouse could not complete', () => {
    const failed = { ...lhr(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } };
    expect(() => figuresOf(failed)).toThrow('Lighthouse could not audit http://localhost:8080/attractions: NO_FCP The page did not paint any content.');
  });

  it('says how Lighthouse ran', () => {
    expect(settingsOf(lhr())).toEqual({
      lighthouse: '12.8.2',
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      rttMs: 150,
      throughputKbps: 1638.4,
      cpuSlowdown: 4,
      screen: '412×823',
    });
  });
});

describe("a page's loads", () => {
  const loads = [
    figuresOf(lhr({ performance: 0.93, lcp: 2300, tbt: 150, script: 900, cls: 0, shifts: [] })),
    figuresOf(lhr({ performance: 0.88, lcp: 2900, tbt: 260, script: 1300, cls: 0.33, shifts: [['footer', 0.33]], seo: 0 })),
    figuresOf(lhr({ performance: 0.91, lcp: 2500, tbt: 190, script: 1100, cls: 0.01, shifts: [['header', 0.01]] })),
  ];

  it('take the median of scores, paint, blocking and script time, and the worst layout shift', () => {
    expect(summariseLoads(loads)).toEqual(
      expect.objectContaining({ loads: 3, performance: 91, seo: 100, lcpMs: 2500, tbtMs: 190, scriptMs: 1100, cls: 0.33, shifted: [{ element: 'footer', score: 0.33 }] }),
    );
  });

  it('explain the median paint with the load that made it, and keep what cost points in any load', () => {
    const withOwnElement = loads.map((load, index) => ({ ...load, largestPaint: { element: `load ${index + 1}`, phases: {} } }));
    const summary = summariseLoads(withOwnElement);
    expect(summary.largestPaint.element).toBe('load 3');
    expect(summary.pointsLost.seo).toEqual(['is-crawlable']);
  });

  it('summarise every build, page and form factor alike', () => {
    const summary = summarise({ federated: { '/attractions': { mobile: loads, desktop: loads.slice(0, 1) } } });
    expect(summary.federated['/attractions'].mobile.lcpMs).toBe(2500);
    expect(summary.federated['/attractions'].desktop).toEqual(expect.objectContaining({ loads: 1, lcpMs: 2300, cls: 0 }));
  });
});
