import { trace } from '@opentelemetry/api';
import { tracingStarted } from './tracing-state';

/**
 * Notes what came of a request on the span handling it: the route template and an outcome code,
 * never a visitor's data or a token. Without the SDK there is no span and nothing is done.
 */
export function markSpanOutcome(route: string, outcome: string): void {
  if (tracingStarted()) trace.getActiveSpan()?.setAttributes({ 'citypass.route': route, 'citypass.outcome': outcome });
}

/**
 * Names the server span by the route template a router outside Express matched, as Express's
 * instrumentation names it (`GET /api/proxy/offers`, `http.route`). Nothing without the SDK.
 */
export function markSpanRoute(method: string, route: string): void {
  if (tracingStarted()) trace.getActiveSpan()?.setAttribute('http.route', route).updateName(`${method} ${route}`);
}
