import type { RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { routeLabel } from './route-label';

// Buckets from a cached page (a few ms) to the proxy's time-out (8 s and beyond).
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `http_request_duration_seconds{method,route,status_code}` for every answer of the app it is mounted first in. */
export function createHttpMetrics(registry: Registry): RequestHandler {
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      histogram.observe({ method: methodLabel(req.method), route: routeLabel(req, res.statusCode), status_code: res.statusCode }, seconds);
    });
    next();
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Any method a client makes up counts as one. */
function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}
