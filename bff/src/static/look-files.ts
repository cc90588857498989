import express, { type Router } from 'express';
import type { CityLook } from '@citypass/city-look';

// The city's logo and icons, as read when the BFF started, under content-hashed paths: cached
// immutable, never sniffed, and a logo opened on its own runs nothing (its own policy).
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export function createLookFiles(look: Pick<CityLook, 'files'>): Router {
  const router = express.Router();
  router.get([...look.files.keys()], (req, res) => {
    const file = look.files.get(req.path);
    if (!file) return void res.status(404).end();
    res.setHeader('Cache-Control', IMMUTABLE);
    if (file.type === 'image/svg+xml') res.setHeader('Content-Security-Policy', SVG_POLICY);
    res.type(file.type).send(file.bytes);
  });
  return router;
}
