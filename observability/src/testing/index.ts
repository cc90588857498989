// For tests and the bench: a stand-in for an OpenTelemetry collector.
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver';
