import type { RemoteName } from '@citypass/contracts';
import type { HealthCounts } from '../contract/release-api';

// Each remote release's page loads (reported outcomes) and failures over a sliding window, kept
// in one-second buckets (an outcome leaves up to a second early) so memory stays small however
// busy the site is. Here in this process; a fleet shares them in Redis (redis-health-window.ts).

export const BUCKET_MS = 1000;

export type { HealthCounts };

interface Bucket extends HealthCounts {
  start: number;
}

export type HealthByRelease = Partial<Record<RemoteName, Record<string, HealthCounts>>>;

/** Rejects when the counts cannot be reached (a fleet's Redis down). */
export interface HealthWindow {
  add(remote: RemoteName, version: string, failed: boolean): Promise<void>;
  /** The release's counts over the window; zero when it has none. */
  countsOf(remote: RemoteName, version: string): Promise<HealthCounts>;
  /** Every release with outcomes in the window, by remote and version. */
  all(): Promise<HealthByRelease>;
}

export function createHealthWindow(options: { windowMs: number; now?: () => number }): HealthWindow {
  const { windowMs } = options;
  const now = options.now ?? Date.now;
  const releases = new Map<string, { remote: RemoteName; version: string; buckets: Bucket[] }>();

  /** Drops the buckets that have left the window, and releases left with none. */
  const prune = () => {
    const oldest = now() - windowMs;
    for (const [key, release] of releases) {
      const firstKept = release.buckets.findIndex((bucket) => bucket.start > oldest);
      if (firstKept < 0) releases.delete(key);
      else release.buckets.splice(0, firstKept);
    }
  };
  const total = (buckets: readonly Bucket[]): HealthCounts =>
    buckets.reduce((sum, bucket) => ({ loads: sum.loads + bucket.loads, failures: sum.failures + bucket.failures }), { loads: 0, failures: 0 });

  return {
    async add(remote, version, failed) {
      prune();
      const key = `${remote}@${version}`;
      const release = releases.get(key) ?? { remote, version, buckets: [] };
      releases.set(key, release);
      const start = Math.floor(now() / BUCKET_MS) * BUCKET_MS;
      let bucket = release.buckets.at(-1);
      if (bucket?.start !== start) {
        bucket = { start, loads: 0, failures: 0 };
        release.buckets.push(bucket);
      }
      bucket.loads += 1;
      if (failed) bucket.failures += 1;
    },
    async countsOf(remote, version) {
      prune();
      return total(releases.get(`${remote}@${version}`)?.buckets ?? []);
    },
    async all() {
      prune();
      const result: HealthByRelease = {};
      for (const { remote, version, buckets } of releases.values()) (result[remote] ??= {})[version] = total(buckets);
      return result;
    },
  };
}
