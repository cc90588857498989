import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, type PageRelease, type PageReleases, type RemoteName } from '@citypass/shared-ui/contracts';

/** Each remote's manifest address, as pages load it. */
export type RemotesRegistry = Record<RemoteName, string>;
import type { Logger } from 'pino';
import { MANIFEST_FILE, pageReleaseOf } from './page-release';
import { RECORD_FILE } from './publish-release';
import type { RegistryState } from './registry-state';
import type { ReleaseRecord } from './release-record';
import { parseReleaseRecord, releaseFolder } from './release-store';

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

/** A promoted version's folder sits beside the configured manifest; null when its record cannot be read. */
function promotedRemotes(
  state: RegistryState,
  defaults: RemotesRegistry,
  recordOf: (remote: RemoteName, version: string) => ReleaseRecord | null,
): PromotedRemotes {
  const result: PromotedRemotes = { manifests: { ...defaults }, releases: {}, canaries: {} };
  const releaseOf = (name: RemoteName, version: string) => {
    const base = new URL(`${version}/`, defaults[name]).href;
    const record = recordOf(name, version);
    return { manifest: new URL(MANIFEST_FILE, base).href, release: record && pageReleaseOf(record, base) };
  };
  for (const name of REMOTE_NAMES) {
    const { promoted, canary } = state.remotes[name];
    if (promoted === null) continue;
    const stable = releaseOf(name, promoted);
    result.manifests[name] = stable.manifest;
    if (stable.release) result.releases[name] = stable.release;
    // A canary whose record cannot be read is left out: its visitors keep the stable release.
    const trial = canary && releaseOf(name, canary.version);
    if (trial?.release) result.canaries[name] = { percent: canary!.percent, manifest: trial.manifest, release: trial.release };
  }
  return result;
}

/** What one visitor's pages load: each remote's canary when the visitor's bucket is in its share, else stable. */
export function remotesForVisitor(remotes: PromotedRemotes, inShare: (percent: number) => boolean): Omit<PromotedRemotes, 'canaries'> {
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
 * whenever it changes), so a promote or rollback reaches the next page load. Until a remote has a promoted version, the
 * configured address (`REMOTE_*_URL`, the settings file) is used, with no integrity: production
 * pages then refuse that remote. A release's record never changes, so each is read once.
 */
export function createPromotedRemotesSource(options: {
  /** The registry as last known (RegistryStore.current): the same object until it changes. */
  registry: () => RegistryState;
  storeDir: string;
  defaults: RemotesRegistry;
  logger: Pick<Logger, 'error'>;
}): () => PromotedRemotes {
  const records = new Map<string, ReleaseRecord>();
  const recordOf = (remote: RemoteName, version: string): ReleaseRecord | null => {
    const key = `${remote}/${version}`;
    const known = records.get(key);
    if (known) return known;
    try {
      const record = parseReleaseRecord(readFileSync(join(releaseFolder(options.storeDir, remote, version), RECORD_FILE), 'utf8'), remote, version);
      records.set(key, record);
      return record;
    } catch (error) {
      options.logger.error({ err: error, remote, version }, 'The promoted release has no readable record: pages cannot load it checked');
      return null;
    }
  };
  let cached: { state: RegistryState; remotes: PromotedRemotes } | null = null;
  return () => {
    const state = options.registry();
    if (state !== cached?.state) cached = { state, remotes: promotedRemotes(state, options.defaults, recordOf) };
    return cached.remotes;
  };
}
