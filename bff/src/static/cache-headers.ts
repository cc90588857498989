import type { Response } from 'express';
import { basename } from 'node:path';

// Hashed chunks never change, so browsers keep them a year; the files that name them
// (page, manifest, remote entry, registry) are always revalidated, so a deploy shows at once.
const HASHED = /\.[0-9a-f]{10}\.(js|css|map)$/;

export function setStaticCacheHeaders(res: Response, filePath: string): void {
  if (HASHED.test(basename(filePath))) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}
