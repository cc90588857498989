// For tests and the bench: a stand-in for an OpenTelemetry collector; a port held as another
// process would, and how a server refused for it ends.
export { holdPort, type HeldPort } from './held-port';
export { expectMetricsPortRefusal } from './metrics-port-refusal';
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver';
