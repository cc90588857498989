import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { requestLogFields } from '@citypass/observability';

/**
 * The BFF's logger: JSON lines on stdout (or `destination`), secrets' headers redacted, and each
 * line logged while a request is handled carrying its `request_id` (with tracing on, pino's
 * instrumentation adds `trace_id` and `span_id`).
 */
export function createLogger(level: Level | 'silent', destination?: DestinationStream): Logger {
  const options = { level, redact: ['req.headers.cookie', 'req.headers.authorization'], mixin: requestLogFields };
  return destination ? pino(options, destination) : pino(options);
}
