// Test helpers for the release service and for the BFF's tests that mount it.
export { originsAt, PREVIEW_DEPLOYMENT, recordFor, releaseFixture, REGISTRY_BACKENDS, SHELL_PROVIDES, TEAM_HASHES, TOKENS, type ReleaseFixture } from './release-fixture';
export { RedisServer } from './redis-server';
export { stopTestRedisServer, testRedisConnection, testRedisServer, whenUp } from './test-redis';
export { serve, type Served } from './serve';
// Tokens signed as the BFF signs its pages', for a test that needs one no page carried (an expired one).
export { createHealthTokens } from '../health/health-token';
