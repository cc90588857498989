// The markdown of results/latest.md: for a run that measured Lighthouse alone, and for one that measured the product.
const { renderMarkdown } = require('./report');

describe('the report of a Lighthouse-only run', () => {
  const page = { loads: 1, performance: 90, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2400, tbtMs: 100, cls: 0, largestPaint: { element: null, phases: {} }, shifted: [], pointsLost: {} };
  const settings = { lighthouse: '12.8.2', throttlingMethod: 'simulate', rttMs: 150, throughputKbps: 1638.4, cpuSlowdown: 4, screen: '412×823' };
  const markdown = renderMarkdown({
    environment: { date: '2026-11-25T02:00:00.000Z', node: 'v20.20.2', cpus: 2, loadBefore: [1.5, 1, 1], loadAfter: [2, 1, 1] },
    lighthouse: {
      loads: 1,
      runs: 4,
      durationSeconds: 60,
      settings: { mobile: settings, desktop: settings },
      summary: { federated: { '/': { mobile: page, desktop: page } }, monolith: { '/': { mobile: page, desktop: page } } },
    },
    budgets: [{ budget: 'Largest paint, mobile, median, /', limit: '≤ 2.50 s', actual: '2.40 s; goal 2.00 s: 0.40 s over', pass: true }],
    changes: { since: '2026-11-24T12:11:56.603Z', figures: [] },
  });

  it('says what it did not measure, and gives the budgets and the Lighthouse section alone', () => {
    expect(markdown).toContain('Lighthouse alone (`--lighthouse-only`): bytes, time and the BFF under load were not measured in this run.');
    expect(markdown).toContain('| Largest paint, mobile, median, / | ≤ 2.50 s | 2.40 s; goal 2.00 s: 0.40 s over | pass |');
    expect(markdown).toContain('## Lighthouse: web vitals per page (federated / monolith)');
    expect(markdown).not.toContain('## Bytes');
  });

  it('says when the previous run has no figure in common with it', () => {
    expect(markdown).toContain('No figure in common with the run of 2026-11-24T12:11:56.603Z (`previous.json`).');
  });
});

describe('the report of a run that measured the product', () => {
  const js = { files: 6, body: 150_000, transferred: 152_000, raw: 500_000, gzip: 170_000, brotli: 148_000, encodings: ['br'] };
  const css = { files: 0 };
  const firstLoad = (route) => ({
    route,
    beforeReady: { js, css },
    total: { js },
    sharedCopies: { react: 1 },
    waterfall: { depth: 2, chain: ['/', '/main.js'] },
  });
  const build = {
    signIn: firstLoad('/'),
    attractions: firstLoad('/attractions'),
    secondView: { requests: 4, bytes: 9000, js: { requests: 2, bytes: 8000 }, prefetchedBefore: { requests: 1, bytes: 3000 } },
  };
  const marks = { cold: { visible: 2000, interactive: 2500 }, warm: { visible: 1000, interactive: 1500 } };
  const markdown = renderMarkdown({
    environment: { date: '2026-11-28T02:00:00.000Z', node: 'v20.20.2', cpus: 2, loadBefore: [1, 1, 1], loadAfter: [1, 1, 1] },
    bytes: { federated: build, monolith: build },
    timing: { runs: 7, cpuSlowdown: 4, network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8 }, medians: { federated: marks, monolith: marks } },
    languageSwitch: { runs: 7, cpuSlowdown: 4, samples: { federated: [88.4], monolith: [68] }, medians: { federated: 88.4, monolith: 68 } },
    budgets: [{ budget: 'Language switch on /attractions at 4× CPU (median)', limit: '≤ 100 ms', actual: '88.4 ms (monolith 68 ms)', pass: true }],
    changes: { since: null, figures: [] },
  });

  it("gives the language switch's medians, federated and monolith, and their ratio", () => {
    expect(markdown).toContain('## Language switch (7 runs each)');
    expect(markdown).toContain('CPU 4× slower, no network throttling');
    expect(markdown).toContain('| /attractions, English → Spanish, median ms | federated | monolith | ratio |\n|---|---|---|---|\n| language switch | 88.4 | 68 | 1.3× |');
  });

  it('judges the switch among the budgets', () => {
    expect(markdown).toContain('| Language switch on /attractions at 4× CPU (median) | ≤ 100 ms | 88.4 ms (monolith 68 ms) | pass |');
  });
});
