/** What the release service tells the deployment's metrics (the BFF's Prometheus registry). */
export interface ReleaseMetrics {
  /** A change of the registry made through this instance, by kind (promote, rollback, canary, register…). */
  registryChange(kind: string): void;
  /** A page load a health report counted, on the release's track. */
  pageLoad(remote: string, release: string, track: 'stable' | 'canary', failed: boolean): void;
  /** Each remote's canary share, read at every scrape. */
  watchCanaryShares(read: () => Record<string, number>): void;
}
