import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { isDraining } from '@citypass/http-drain';
import type { Db } from './db/open-database';
import { defaultDeps, type UpstreamDeps } from './deps';
import { sendError } from './error-codes';
import { authRoutes } from './routes/auth-routes';
import { productRoutes } from './routes/product-routes';

export type UpstreamAppDeps = { db: Db } & Partial<Omit<UpstreamDeps, 'db'>>;

/** The reference reservations service as an Express app; it does not listen. `httpMetrics` times its answers. */
export function createUpstreamApp(options: UpstreamAppDeps, httpMetrics?: RequestHandler): Express {
  const deps: UpstreamDeps = { ...defaultDeps, ...options };
  const app = express();
  app.disable('x-powered-by');
  if (httpMetrics) app.use(httpMetrics);
  app.use(express.json({ limit: '16kb' }));
  app.get('/healthz', (req, res) => {
    if (isDraining(req)) res.status(503).json({ status: 'draining' });
    else res.json({ status: 'ok' });
  });
  app.use(authRoutes(deps));
  app.use(productRoutes(deps));
  app.use((_req, res) => sendError(res, 'NOT_FOUND'));
  app.use(errorHandler);
  return app;
}

const errorHandler: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, _next) => {
  if (error.type === 'entity.too.large') return sendError(res, 'PAYLOAD_TOO_LARGE');
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) return sendError(res, 'INVALID_REQUEST');
  sendError(res, 'INTERNAL_ERROR');
};
