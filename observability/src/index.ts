// What the product's servers share to be observed: a metrics registry and its own listener, the
// request-duration histogram, request ids in answers, and span outcomes. Tracing
// starts from `@citypass/observability/tracing`, imported first by a server's entry.
export { createMetricsRegistry } from './metrics/metrics-registry';
export { openMetricsListener, startMetricsListener, type MetricsAddress, type MetricsListener } from './metrics/metrics-listener';
export { claimMetricsPort, type RefusalLogger } from './metrics/claim-metrics-port';
export { metricsSettingsSchema, type MetricsSettings } from './metrics/metrics-settings';
export { createHttpMetrics } from './metrics/http-metrics';
export { histogramSeries } from './metrics/histogram-series';
export { tracingWanted } from './tracing/tracing-wanted';
export { createRequestIds, requestIdOf, REQUEST_ID_HEADER, type RequestIds } from './request-id/request-id-middleware';
export { markSpanOutcome } from './tracing/span-outcome';
