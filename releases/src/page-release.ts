import type { PageRelease } from '@citypass/contracts';
import type { ReleaseRecord } from './release-record';

// Pages load a release's scripts alone: the BFF reads its manifest for them.
const loadedByPages = (path: string) => path.endsWith('.js');

/**
 * What a page needs of a release to load it checked: its folder and the integrity of every
 * script (not its manifest, source maps or compressed copies, which browsers never load).
 */
export function pageReleaseOf(record: ReleaseRecord, base: string): PageRelease {
  const integrity = Object.fromEntries(Object.entries(record.files).filter(([path]) => loadedByPages(path)));
  return { version: record.version, base, integrity };
}
