import type { IncomingMessage, ServerResponse } from 'node:http';
import { Histogram, type Registry } from 'prom-client';
import type { RequestIds } from '../request-id/request-id-middleware';
import { histogramSeries } from './histogram-series';
import { routeLabel } from './route-label';

// Buckets from a cached page (a few ms) to the proxy's time-out (8 s and beyond).
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface HttpMetricsOptions {
  /** Gives each request its id in the same layer: one middleware fewer on every request. */
  requestIds?: RequestIds;
}

/** Middleware on Node's own request and response: the reservations service and the BFF mount it first in their apps. */
type ObserveRequests = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
type Timed = ServerResponse & { [STARTED]?: number; req: IncomingMessage & Parameters<typeof routeLabel>[0] };

const STARTED = Symbol('citypass.requestStarted');

/**
 * `http_request_duration_seconds{method,route,status_code}` for every answer of the app it is
 * mounted first in. The route is what `routeLabel` reads of the request: the template the router
 * that answered matched.
 */
export function createHttpMetrics(registry: Registry, options: HttpMetricsOptions = {}): ObserveRequests {
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const seriesOf = histogramSeries(histogram);
  // One listener for every answer, the start on the answer itself: no closure per request.
  function onFinish(this: Timed) {
    const started = this[STARTED];
    if (started === undefined) return;
    const { statusCode, req } = this;
    seriesOf(methodLabel(req.method), routeLabel(req, statusCode), String(statusCode))((performance.now() - started) / 1000);
  }
  const { requestIds } = options;
  return (req, res, next) => {
    (res as Timed)[STARTED] = performance.now();
    res.on('finish', onFinish);
    requestIds?.(req, res);
    next();
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Any method a client makes up counts as one. */
function methodLabel(method: string | undefined): string {
  return method !== undefined && METHODS.has(method) ? method : 'OTHER';
}
