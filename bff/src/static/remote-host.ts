import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { isDraining } from '@citypass/http-drain';
import { createErrorHandler } from '../http/error-handler';
import { setStaticCacheHeaders } from '@citypass/releases';
import { servePrecompressed } from './precompressed';

/**
 * Serves one remote's build from its own origin, as a CDN would: only the app's origin may
 * read it cross-origin (pages load a release's scripts with their integrity, in CORS mode).
 */
export function createRemoteHost(options: { dir: string; appOrigin: string; logger: Pick<Logger, 'error'> }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(cors({ origin: options.appOrigin, methods: ['GET', 'HEAD'] }));
  app.get('/healthz', (req, res) => {
    if (isDraining(req)) res.status(503).json({ status: 'draining' });
    else res.json({ status: 'ok' });
  });
  app.use(servePrecompressed(options.dir, setStaticCacheHeaders));
  app.use(express.static(options.dir, { setHeaders: setStaticCacheHeaders, fallthrough: true }));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(createErrorHandler(options.logger));
  return app;
}
