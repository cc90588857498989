// Test helpers for the release service and for the BFF's tests that mount it.
export { TEXTS } from './texts';
export { originsAt, PREVIEW_DEPLOYMENT, recordFor, releaseFixture, REGISTRY_BACKENDS, SHELL_PROVIDES, TEAM_HASHES, TOKENS, type ReleaseFixture } from './release-fixture';
export { RedisServer } from './redis-server';
export { stopTestRedisServer, testRedisConnection, testRedisServer, whenUp } from './test-redis';
export { serve, type Served } from './serve';
// The registry's rules and file, previews and cookies, as tests set up what a team or a visitor did.
export { emptyRegistry, promote, registerRelease, rollback, type HistoryEntry, type RegistryState } from '../registry-state';
export { startCanary, stopCanary } from '../canary-state';
export { readRegistryFile, updateRegistryFile } from '../registry-file';
export { integrityOf } from '../release-record';
export { tokenHash } from '../team-tokens';
export { inCanary } from '../contract/canary-share';
export { createPreviewLinks } from '../preview/preview-link';
export { createPreviewCookies } from '../preview/preview-cookie';
export { PREVIEW_COOKIE } from '../preview/preview-routes';
export { BUCKET_COOKIE } from '../service/visitor-bucket';
// Tokens signed as the BFF signs its pages', for a test that needs one no page carried (an expired one).
export { createHealthTokens } from '../health/health-token';
