import { startTracing } from '@citypass/observability/tracing';

// First of the server's imports: the OpenTelemetry instrumentations patch http, express, ioredis
// and pino as they are first required, so tracing starts (when OTEL_* asks for it) before them.
export const tracing = startTracing('citypass-bff');
