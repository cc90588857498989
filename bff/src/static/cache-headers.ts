import type { Response } from 'express';
import { basename, dirname, sep } from 'node:path';
import { RELEASE_VERSION_PATTERN } from '../releases/release-record';

// Hashed chunks never change, so browsers keep them a year; the files that name them
// (page, manifest, remote entry, registry) are always revalidated, so a deploy shows at once.
// A released version's folder never changes either, except the manifest the registry names.
const HASHED = /\.[0-9a-f]{10}\.(js|css|map)$/;
const MANIFEST = 'mf-manifest.json';

function inReleasedVersion(filePath: string): boolean {
  return basename(filePath) !== MANIFEST && dirname(filePath).split(sep).some((folder) => RELEASE_VERSION_PATTERN.test(folder));
}

export function setStaticCacheHeaders(res: Response, filePath: string): void {
  if (HASHED.test(basename(filePath)) || inReleasedVersion(filePath)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}
