// `npm run bench:canary`'s figures as markdown (results/canary-stop.md): each canary's stop against
// the rule RELEASING.md documents, and what the traffic alone would make of it.
const { median } = require('./stats');

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * @param {{
 *   environment: { cpus: number, loadBefore: number[], loadAfter?: number[] },
 *   traffic: { visitorsPerSecond: number, canaryPercent: number },
 *   rule: { minLoads: number, maxFailureRate: number, failureRatio: number, windowMs: number },
 *   rounds: { visitors: number, metCanary: number, reportedBeforeStop: number, firstFailureToStopMs: number, lastNeededReportToStopMs: number }[],
 * }} result
 */
function canaryStopReport({ environment, traffic, rule, rounds }) {
  const canaryPerSecond = (traffic.visitorsPerSecond * traffic.canaryPercent) / 100;
  // Between the first and the last needed failing report, the rule's other page loads must arrive.
  const trafficAloneMs = ((rule.minLoads - 1) / canaryPerSecond) * 1000;
  const row = (name, figures) =>
    `| ${name} | ${figures.visitors} | ${figures.metCanary} | ${figures.reportedBeforeStop} | ${seconds(figures.firstFailureToStopMs)} | ${figures.lastNeededReportToStopMs.toFixed(0)} ms |`;
  const medians = Object.fromEntries(
    ['visitors', 'metCanary', 'reportedBeforeStop', 'firstFailureToStopMs', 'lastNeededReportToStopMs'].map((key) => [key, median(rounds.map((round) => round[key]))]),
  );
  const stoppedAtTheRule = rounds.every((round) => round.reportedBeforeStop >= rule.minLoads);
  return [
    '# A failing canary, from its first failing report to its stop (`npm run bench:canary`)',
    '',
    `Traffic: ${traffic.visitorsPerSecond} new visitors a second, the canary's share ${traffic.canaryPercent} % (${canaryPerSecond} a second meet it); ` +
      'each loads /bookings and sends its page\'s health report, `failed` when the page names the canary.',
    `Machine: ${environment.cpus} cores, load ${environment.loadBefore.join(' ')} before, ${(environment.loadAfter ?? []).join(' ')} after.`,
    '',
    `The rule (RELEASING.md, Canary health): stopped once it has at least ${rule.minLoads} page loads in the ` +
      `${rule.windowMs / 60_000}-minute window, failing above ${rule.maxFailureRate * 100} % and above ${rule.failureRatio}× the stable release's rate. ` +
      `At this traffic its ${rule.minLoads} page loads take ${seconds(trafficAloneMs)} from the first on average: the rest is the service's own delay.`,
    '',
    '| Round | Visitors | Met the canary | Its failures reported before the stop | First failing report → stop | Last needed report → stop |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rounds.map((round, index) => row(String(index + 1), round)),
    row('Median', medians),
    '',
    stoppedAtTheRule
      ? `Every canary was stopped once its ${rule.minLoads} failing page loads were counted, never before; visitors who met it beyond those had their page served before the stop.`
      : `A canary was stopped before its ${rule.minLoads} failing page loads were reported: the rule was not followed.`,
    '',
  ].join('\n');
}

module.exports = { canaryStopReport };
