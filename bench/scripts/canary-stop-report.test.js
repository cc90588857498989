// The markdown of results/canary-stop.md: each canary's stop against the rule, and whether it was followed.
const { canaryStopReport } = require('./canary-stop-report');

const rule = { minLoads: 20, maxFailureRate: 0.05, failureRatio: 2, windowMs: 600_000 };
const round = (reportedBeforeStop) => ({ visitors: 170, metCanary: 21, reportedBeforeStop, firstFailureToStopMs: 8200, lastNeededReportToStopMs: 12.4 });
const report = (rounds) =>
  canaryStopReport({ environment: { cpus: 2, loadBefore: [1, 1, 1], loadAfter: [2, 1, 1] }, traffic: { visitorsPerSecond: 20, canaryPercent: 10 }, rule, rounds });

it('gives each round and their median against what the traffic alone would take', () => {
  const markdown = report([round(20), round(20), round(21)]);
  expect(markdown).toContain('| 1 | 170 | 21 | 20 | 8.20 s | 12 ms |');
  expect(markdown).toContain('| Median | 170 | 21 | 20 | 8.20 s | 12 ms |');
  expect(markdown).toContain('its 20 page loads take 9.50 s from the first on average');
  expect(markdown).toContain('Every canary was stopped once its 20 failing page loads were counted, never before');
});

it('says so when a canary was stopped before the rule allows', () => {
  expect(report([round(20), round(19)])).toContain('A canary was stopped before its 20 failing page loads were reported: the rule was not followed.');
});
