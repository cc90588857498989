import { trace } from '@opentelemetry/api';
import { tracingStarted } from './tracing-state';

/**
 * Notes what came of a request on the span handling it: the route template and an outcome code,
 * never a visitor's data or a token. Without the SDK there is no span and nothing is done.
 */
export function markSpanOutcome(route: string, outcome: string): void {
  if (tracingStarted()) trace.getActiveSpan()?.setAttributes({ 'citypass.route': route, 'citypass.outcome': outcome });
}
