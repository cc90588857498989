import { MANIFEST_FILE, REMOTE_NAMES, type PageRelease, type PageReleases, type RemoteName } from '@citypass/contracts';
import { releaseBase, type ReleaseOrigins } from './origin/release-origin';
import { pageReleaseOf } from './page-release';
import type { RegistryState } from './registry-state';

/** Each remote's manifest address (pages load the entry beside it). */
export type RemotesRegistry = Record<RemoteName, string>;

/** A remote's canary as pages in it load it. */
export interface PageCanary {
  percent: number;
  manifest: string;
  release: PageRelease;
}

/** Where pages load each remote from, and the promoted releases among them (with their integrity). */
export interface PromotedRemotes {
  manifests: RemotesRegistry;
  releases: PageReleases['remotes'];
  /** Each remote's canary, served instead to the visitors whose bucket is in its share. */
  canaries: Partial<Record<RemoteName, PageCanary>>;
}

/** Until a remote has a promoted version, pages load the build at the top of its origin, unchecked. */
export function manifestsAtOrigins(origins: ReleaseOrigins): RemotesRegistry {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, new URL(MANIFEST_FILE, origins[name]).href])) as RemotesRegistry;
}

/** A version's manifest at its folder below the remote's origin, and the release as pages load it when the registry keeps its record. */
export function releaseAt(state: RegistryState, origins: ReleaseOrigins, name: RemoteName, version: string): { manifest: string; release?: PageRelease } {
  const base = releaseBase(origins, name, version);
  const record = state.remotes[name].records[version];
  return { manifest: new URL(MANIFEST_FILE, base).href, release: record && pageReleaseOf(record, base) };
}

/** Each promoted version (and canary) at its folder below the remote's origin, with the record the registry keeps. */
function promotedRemotes(state: RegistryState, origins: ReleaseOrigins): PromotedRemotes {
  const result: PromotedRemotes = { manifests: manifestsAtOrigins(origins), releases: {}, canaries: {} };
  const releaseOf = (name: RemoteName, version: string) => releaseAt(state, origins, name, version);
  for (const name of REMOTE_NAMES) {
    const { promoted, canary } = state.remotes[name];
    if (promoted === null) continue;
    const stable = releaseOf(name, promoted);
    result.manifests[name] = stable.manifest;
    if (stable.release) result.releases[name] = stable.release;
    // A canary without a record is left out: its visitors keep the stable release.
    const trial = canary && releaseOf(name, canary.version);
    if (trial?.release) result.canaries[name] = { percent: canary!.percent, manifest: trial.manifest, release: trial.release };
  }
  return result;
}

/** What one visitor's pages load. */
export type VisitorReleases = Omit<PromotedRemotes, 'canaries'>;

/** What one visitor's pages load: each remote's canary when the visitor's bucket is in its share, else stable. */
export function remotesForVisitor(remotes: PromotedRemotes, inShare: (percent: number) => boolean): VisitorReleases {
  const manifests = { ...remotes.manifests };
  const releases = { ...remotes.releases };
  for (const name of REMOTE_NAMES) {
    const canary = remotes.canaries[name];
    if (!canary || !inShare(canary.percent)) continue;
    manifests[name] = canary.manifest;
    releases[name] = canary.release;
  }
  return { manifests, releases };
}

/**
 * The remotes pages load, from the release registry's latest known state (worked out again
 * whenever it changes), so a promote or rollback reaches the next page load. A promoted version
 * without a record (a registry written before records were kept) loads with no integrity:
 * production pages then refuse that remote until it is registered again.
 */
export function createPromotedRemotesSource(options: {
  /** The registry as last known (RegistryStore.current): the same object until it changes. */
  registry: () => RegistryState;
  origins: ReleaseOrigins;
}): () => PromotedRemotes {
  let cached: { state: RegistryState; remotes: PromotedRemotes } | null = null;
  return () => {
    const state = options.registry();
    if (state !== cached?.state) cached = { state, remotes: promotedRemotes(state, options.origins) };
    return cached.remotes;
  };
}
