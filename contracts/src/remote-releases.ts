import * as z from 'zod/mini';
import { REMOTE_NAMES } from './remotes';

// Which release of each remote a page loads, and what every one of its files must hash to. The
// BFF writes it into the page from the release registry; the shell and each remote's own chunk
// loader give every script the integrity named here, so a file changed after release is refused.

/** A sha384 Subresource Integrity value, as release records hold them. */
export const SRI_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;

/** The promoted release of one remote, as a page loads it. */
export const pageReleaseSchema = z.object({
  version: z.string(),
  /** The release's folder, an absolute URL ending in `/`; its entry is `remoteEntry.js` in it (remotes.ts). */
  base: z.string(),
  /** The integrity of every script of the release, by path relative to `base`. */
  integrity: z.record(z.string(), z.string().check(z.regex(SRI_PATTERN))),
});
export type PageRelease = z.infer<typeof pageReleaseSchema>;

export const pageReleasesSchema = z.object({
  /**
   * Whether every remote file must load with integrity (always in production): a file no release
   * names is then refused. Outside production, remotes outside the registry (dev servers,
   * `REMOTES_FILE`) load without.
   */
  enforced: z.boolean(),
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), pageReleaseSchema),
});
export type PageReleases = z.infer<typeof pageReleasesSchema>;
