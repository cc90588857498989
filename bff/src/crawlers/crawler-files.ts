import express, { type Response, type Router } from 'express';
import { robotsTxt } from './robots-txt';
import { SECURITY_TXT_PATH, securityTxt, type SecurityTxtSettings } from './security-txt';

// Crawlers and security tools read these files by their well-known names: each answers plain text
// of its own rather than the app's page.

const sendText = (res: Response, text: string) => {
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.type('text/plain').send(text);
};

export function createCrawlerFiles(settings: SecurityTxtSettings, now: () => Date = () => new Date()): Router {
  const router = express.Router();
  const robots = robotsTxt();
  router.get('/robots.txt', (_req, res) => sendText(res, robots));
  router.get(SECURITY_TXT_PATH, (_req, res) => sendText(res, securityTxt(settings, now())));
  return router;
}
