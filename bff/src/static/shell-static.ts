import express, { type Router } from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setStaticCacheHeaders } from './cache-headers';
import { servePrecompressed } from './precompressed';
import { renderShellPage, type PublicAppConfig } from './shell-page';

/** The built shell, with its page (carrying the deployment's configuration) answered for every client-side route. */
export function createShellStatic(dir: string, config: () => PublicAppConfig): Router {
  const router = express.Router();
  let template: Promise<string> | null = null;
  const readTemplate = () => {
    template ??= readFile(join(dir, 'index.html'), 'utf8').catch((error: unknown) => {
      template = null;
      throw error;
    });
    return template;
  };
  router.use(servePrecompressed(dir, setStaticCacheHeaders));
  router.use(express.static(dir, { index: false, setHeaders: setStaticCacheHeaders }));
  router.get(/^(?!\/api\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    readTemplate().then((page) => {
      // The registry can change while the BFF runs, so the page is never reused unchecked.
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(renderShellPage(page, config()));
    }, next);
  });
  return router;
}
