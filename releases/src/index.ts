// The release service: the registry and its stores, the gate, canaries, health and publishing,
// and the router the BFF mounts at /api/releases.
export { createReleasesRouter } from './router';
export { ReleaseError, shownErrorAnswer } from './release-error';
export { BUCKETS, CANARY_PERCENT, inCanary, parseBucket } from './contract/canary-share';
export { createFileRegistryStore } from './registry-store/file-registry-store';
export { createRedisRegistryStore } from './registry-store/redis-registry-store';
export type { RegistryStore } from './registry-store/registry-store';
export { readRegistryFile, updateRegistryFile } from './registry-file';
export { emptyRegistry, promote, registerRelease, rollback, type HistoryEntry, type RegistryState } from './registry-state';
export { startCanary, stopCanary } from './canary-state';
export { createPromotedRemotesSource, remotesForVisitor, type PromotedRemotes, type RemotesRegistry } from './promoted-remotes';
export { registryCanaries } from './health/registry-canaries';
export { createReleaseHealth, type ReleaseHealth } from './health/release-health';
export { createHealthWindow, type HealthWindow } from './health/health-window';
export { createRedisHealthWindow } from './health/redis-health-window';
export { createPageReports, createRedisPageReports, type PageReports } from './health/page-reports';
export { canaryRuleOf, releaseSettingsSchema, type ReleaseSettings } from './settings';
export { readShellProvides } from './shell-provides';
export { defaultStoreDir } from './store-location';
export { integrityOf, RELEASE_VERSION_PATTERN, type ReleaseRecord } from './release-record';
export { publishRelease } from './publish-release';
export { createOriginCheck, type OriginCheck } from './origin/origin-check';
export type { ReleaseOrigins } from './origin/release-origin';
export { recordOf } from './registry-state';
export { promoteFreshBuilds, type FreshBuild } from './fresh-builds';
export { parseTeamHashes, tokenHash } from './team-tokens';
export { createRedisConnection, type RedisConnection, type RedisStatus } from './redis/redis-connection';
export { releasesPageDir } from './releases-page-dir';
