// For tests and the bench: a stand-in for an OpenTelemetry collector, and a port held as another process would.
export { holdPort, type HeldPort } from './held-port';
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver';
