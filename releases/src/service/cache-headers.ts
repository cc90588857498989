import type { Response } from 'express';
import { basename, dirname, sep } from 'node:path';
import { RELEASE_VERSION_PATTERN } from '../release-record';

// Hashed files never change, so browsers keep them a year, and so is every file of a released
// version's folder, its remote entry included (published once, never rewritten, and the page names
// its integrity). The files that name others under stable URLs (page, a build's own manifest and
// remote entry outside a release) are always revalidated, so a deploy shows at once.
const HASHED = /\.[0-9a-f]{10}\.(js|css|map|svg|png)$/;

const inReleasedVersion = (filePath: string): boolean =>
  dirname(filePath).split(sep).some((folder) => RELEASE_VERSION_PATTERN.test(folder));

export function setStaticCacheHeaders(res: Response, filePath: string): void {
  if (HASHED.test(basename(filePath)) || inReleasedVersion(filePath)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}
