import pino, { type DestinationStream, type Level, type Logger } from 'pino';

/**
 * The BFF's logger: JSON lines on stdout (or `destination`), secrets' headers redacted. A line
 * logged for a request carries its `request_id` (requestIdOf); with tracing on, pino's
 * instrumentation adds the request's `trace_id` and `span_id` to every line.
 */
export function createLogger(level: Level | 'silent', destination?: DestinationStream): Logger {
  const options = { level, redact: ['req.headers.cookie', 'req.headers.authorization'] };
  return destination ? pino(options, destination) : pino(options);
}
