import { startTracing } from '@citypass/observability/tracing';

// First of the command's imports: the OpenTelemetry instrumentations patch http and express as
// they are first required, so tracing starts (when OTEL_* asks for it) before them.
export const tracing = startTracing('citypass-reservations');
