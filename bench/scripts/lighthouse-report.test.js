// The Lighthouse section of results/latest.md.
const { renderLighthouse } = require('./lighthouse-report');

function page({ performance = 95, lcpMs = 2300, tbtMs = 150, scriptMs = 800, cls = 0, pointsLost = {} } = {}) {
  return {
    loads: 3,
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs,
    tbtMs,
    scriptMs,
    cls,
    largestPaint: { element: 'main > p (Choose an attraction)', phases: { TTFB: 470, 'Render Delay': 2400 } },
    shifted: [],
    pointsLost,
  };
}

const settings = (formFactor, rttMs, throughputKbps, cpuSlowdown, screen) => ({
  lighthouse: '12.8.2',
  formFactor,
  throttlingMethod: 'simulate',
  rttMs,
  throughputKbps,
  cpuSlowdown,
  screen,
});

const lighthouse = {
  loads: 3,
  runs: 16,
  durationSeconds: 610,
  settings: { mobile: settings('mobile', 150, 1638.4, 4, '412×823'), desktop: settings('desktop', 40, 10240, 1, '1350×940') },
  summary: {
    federated: {
      '/': { mobile: page(), desktop: page({ lcpMs: 600, tbtMs: 0 }) },
      '/attractions': {
        mobile: page({ performance: 70, lcpMs: 2900, tbtMs: 300, cls: 0.3317, pointsLost: { performance: ['largest-contentful-paint'], seo: ['is-crawlable'] } }),
        desktop: page({ lcpMs: 800, cls: 0.0465 }),
      },
    },
    monolith: {
      '/': { mobile: page({ performance: 96, lcpMs: 2000, tbtMs: 100 }), desktop: page({ lcpMs: 650, tbtMs: 0 }) },
      '/attractions': { mobile: page({ performance: 90, lcpMs: 2900, tbtMs: 200 }), desktop: page({ lcpMs: 1000, cls: 0.0465 }) },
    },
  },
};

describe('the Lighthouse section of the report', () => {
  const markdown = renderLighthouse(lighthouse);

  it('says how Lighthouse ran and how long it took', () => {
    expect(markdown).toContain('Lighthouse 12.8.2 in Chromium, 3 loads of each page per form factor');
    expect(markdown).toContain('Mobile (its default run): 150 ms round trip, 1.6 Mbit/s, CPU 4× slower, 412×823 screen (throttling: simulate)');
    expect(markdown).toContain('desktop (its preset): 40 ms round trip, 10.0 Mbit/s, CPU 1× slower, 1350×940 screen');
    expect(markdown).toContain('16 runs in 10 min.');
  });

  it('gives a row per page and form factor, federated beside the monolith, with the ratios', () => {
    expect(markdown).toContain('| `/` | 95 / 96 | 2.30 / 2.00 | 1.15× | 150 / 100 | 1.5× | 0 / 0 | 100, 100, 100 |');
    expect(markdown).toContain('| `/attractions` | 70 / 90 | 2.90 / 2.90 | 1× | 300 / 200 | 1.5× | 0.3317 / 0 | 100, 100, 100 |');
    // No blocking time on either side: no ratio to give.
    expect(markdown).toContain('| `/` | 95 / 95 | 0.60 / 0.65 | 0.92× | 0 / 0 | n/a | 0 / 0 | 100, 100, 100 |');
    expect(markdown.indexOf('### Mobile')).toBeLessThan(markdown.indexOf('### Desktop'));
  });

  it("explains each phone's largest paint against the goal, and what cost points", () => {
    expect(markdown).toContain(
      '- `/attractions`: 2.90 s, 0.90 s over the goal; main > p (Choose an attraction): ttfb 470 ms, render delay 2400 ms. Points lost to performance: largest-contentful-paint; seo: is-crawlable.',
    );
    expect(markdown).toContain('- `/`: 2.30 s, 0.30 s over the goal; main > p (Choose an attraction): ttfb 470 ms, render delay 2400 ms.');
  });
});

describe('the Lighthouse section in every language', () => {
  it('gives the federated phone figures of each page in each other language', () => {
    const languages = { es: { '/': { mobile: page({ lcpMs: 2310 }) } }, ja: { '/': { mobile: page({ lcpMs: 2420, cls: 0.01 }) } } };
    const markdown = renderLighthouse({ ...lighthouse, languages });
    expect(markdown).toContain('### Mobile, federated, in every other language');
    expect(markdown).toContain('| route | es | ja |');
    expect(markdown).toContain('| `/` | 2.31 / 0 | 2.42 / 0.01 |');
  });

  it('is left out when no other language was measured', () => {
    expect(renderLighthouse(lighthouse)).not.toContain('in every other language');
  });
});

describe('the Lighthouse section in every city', () => {
  it('gives the federated phone figures of each page in each city, and counts its runs', () => {
    const summary = { amsterdam: { '/': { mobile: page({ lcpMs: 2210 }) } }, 'barcelona with a web font': { '/': { mobile: page({ lcpMs: 2290 }) } } };
    const markdown = renderLighthouse({ ...lighthouse, cities: { runs: 6, summary } });
    expect(markdown).toContain('### Mobile, federated, in every city');
    expect(markdown).toContain('| route | amsterdam | barcelona with a web font |');
    expect(markdown).toContain('| `/` | 2.21 / 0 | 2.29 / 0 |');
    expect(markdown).toContain(`${lighthouse.runs + 6} runs in`);
  });

  it('is left out when no city was measured', () => {
    expect(renderLighthouse(lighthouse)).not.toContain('in every city');
  });
});

describe('the Lighthouse section against the --before build', () => {
  it('gives each page on a phone, this build beside the other, blocking time and script evaluation with their ratios', () => {
    const before = { '/': { mobile: page({ tbtMs: 100, scriptMs: 640, lcpMs: 2200 }) }, '/attractions': { mobile: page({ tbtMs: 300, scriptMs: 900 }) } };
    const markdown = renderLighthouse({ ...lighthouse, summary: { ...lighthouse.summary, before } });
    expect(markdown).toContain('### Mobile, federated against the --before build');
    expect(markdown).toContain('| `/` | 150 / 100 | 1.5× | 800 / 640 | 1.25× | 2.30 / 2.20 |');
    expect(markdown).toContain('| `/attractions` | 300 / 300 | 1× | 800 / 900 | 0.89× | 2.90 / 2.30 |');
  });

  it('is left out of a run without one', () => {
    expect(renderLighthouse(lighthouse)).not.toContain('--before build');
  });
});
