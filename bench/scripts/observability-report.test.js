const { renderObservabilityCost } = require('./observability-report');

const figures = (requestsPerSecond, cpuUsPerCall) => ({ requestsPerSecond, p50Ms: 3, p99Ms: 12, non2xx: 0, cpuUsPerCall });

test('each variant beside the BFF as shipped, in req/s and CPU per call; no row for a variant not measured', () => {
  const markdown = renderObservabilityCost({
    at: '2026-11-25T02:44:00.000Z',
    node: 'v20.20.2',
    loadAverage: { before: [1.5, 1, 1], after: [2, 1, 1] },
    durationSeconds: 8,
    session: { metrics: figures(2000, 400), tracing: figures(1000, 800) },
    proxy: { metrics: figures(1000, 500), tracing: figures(600, 1000) },
    exports: 12,
  });
  expect(markdown).toContain('| session | metrics on, tracing off (as shipped) | 2000 | 12 ms | 400 µs |');
  expect(markdown).toContain('| session | tracing on: 100% sampled, OTLP http/protobuf to a collector on loopback | 1000 | 12 ms | 800 µs (-50.0% req/s, +100.0% CPU) |');
  expect(markdown).toContain('| proxy | tracing on: 100% sampled, OTLP http/protobuf to a collector on loopback | 600 | 12 ms | 1000 µs (-40.0% req/s, +100.0% CPU) |');
  expect(markdown).not.toContain('before observability');
});
