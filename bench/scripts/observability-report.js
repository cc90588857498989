// The markdown of bench/results/observability.md: each variant's req/s, p99 and CPU per call, and
// how the variants compare with the BFF with metrics on and tracing off (pure).

const percent = (ours, base) => `${ours >= base ? '+' : ''}${(((ours - base) / base) * 100).toFixed(1)}%`;

const VARIANTS = {
  before: 'before observability (no metrics, no request ids)',
  metrics: 'metrics on, tracing off (as shipped)',
  tracing: 'tracing on: 100% sampled, OTLP http/protobuf to a collector on loopback',
};

/** @param {{ at: string, node: string, loadAverage: { before: number[], after: number[] }, durationSeconds: number, session: Record<string, any>, proxy: Record<string, any>, exports: number }} result */
function renderObservabilityCost(result) {
  const rows = ['session', 'proxy'].flatMap((endpoint) =>
    Object.keys(VARIANTS)
      .filter((variant) => result[endpoint][variant])
      .map((variant) => {
        const figures = result[endpoint][variant];
        const base = result[endpoint].metrics;
        const versus = variant === 'metrics' ? '' : ` (${percent(figures.requestsPerSecond, base.requestsPerSecond)} req/s, ${percent(figures.cpuUsPerCall, base.cpuUsPerCall)} CPU)`;
        return `| ${endpoint} | ${VARIANTS[variant]} | ${figures.requestsPerSecond} | ${figures.p99Ms} ms | ${figures.cpuUsPerCall ?? '?'} µs${versus} |`;
      }),
  );
  return `## Observability's cost

\`npm run bench:observability\` of ${result.at.slice(0, 16).replace('T', ' ')} UTC, Node ${result.node}, load average
${result.loadAverage.before[0]} before and ${result.loadAverage.after[0]} after: the better of two interleaved rounds of ${result.durationSeconds} s at 10 connections, each
variant a BFF process of its own against one reservations service; the collector received ${result.exports} exports.
In brackets: against metrics on, tracing off.

| endpoint | BFF | req/s | p99 | server CPU per call |
|---|---|---|---|---|
${rows.join('\n')}
`;
}

module.exports = { renderObservabilityCost };
