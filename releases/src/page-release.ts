import type { PageRelease } from '@citypass/shared-ui/contracts';
import type { ReleaseRecord } from './release-record';

/** A release's manifest, at the top of its folder: the federation runtime reads it first. */
export const MANIFEST_FILE = 'mf-manifest.json';

const loadedByPages = (path: string) => path === MANIFEST_FILE || path.endsWith('.js');

/**
 * What a page needs of a release to load it checked: its folder and the integrity of its
 * manifest and every script (not source maps or compressed copies, which browsers never run).
 */
export function pageReleaseOf(record: ReleaseRecord, base: string): PageRelease {
  const integrity = Object.fromEntries(Object.entries(record.files).filter(([path]) => loadedByPages(path)));
  return { version: record.version, base, integrity };
}
