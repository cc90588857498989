import express, { type Response, type Router } from 'express';
import { setStaticCacheHeaders } from './cache-headers';

// The page names its hashed script, so the page itself is never kept: a new build shows at once.
const setHeaders = (res: Response, filePath: string) => {
  if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-store');
  else setStaticCacheHeaders(res, filePath);
};

/** The releases page's build: its page at `/_releases`, its files below it, and nothing else. */
export function createReleasesPage(dir: string): Router {
  const router = express.Router();
  router.get('/', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.sendFile('index.html', { root: dir }, (error) => error && next());
  });
  router.use(express.static(dir, { index: false, redirect: false, setHeaders }));
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
