import express, { type Router } from 'express';
import { join } from 'node:path';
import { setStaticCacheHeaders } from './cache-headers';
import { servePrecompressed } from './precompressed';

/** The built shell, with its page answered for every client-side route. */
export function createShellStatic(dir: string): Router {
  const router = express.Router();
  router.use(servePrecompressed(dir, setStaticCacheHeaders));
  router.use(express.static(dir, { index: false, setHeaders: setStaticCacheHeaders }));
  router.get(/^(?!\/api\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(dir, 'index.html'), (error) => error && next(error));
  });
  return router;
}
