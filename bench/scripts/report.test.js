// The markdown of results/latest.md for a run that measured Lighthouse alone.
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
