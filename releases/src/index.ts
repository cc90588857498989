// The release service as the BFF uses it: the service it mounts and asks for each page's
// releases, the stores it is handed, the settings the BFF's environment takes, what
// `npm start` publishes and promotes, and how a server formats the texts of the pages it writes
// itself. Tests reach the rest through `@citypass/releases/testing`.
export { createReleaseService, type ReleaseService } from './service/release-service';
export { createReleaseStores, type ReleaseStores } from './service/release-stores';
export { createRedisConnection, type RedisConnection, type RedisStatus } from './redis/redis-connection';
export type { PromotedRemotes, RemotesRegistry } from './promoted-remotes';
export { canaryRuleOf, releaseSettingsSchema } from './settings';
export { releaseOriginProblems, releaseOriginsSchema, releaseOriginUrl } from './origin/origin-settings';
export { parseTeamHashes } from './team-tokens';
export { registryFileLanguageGaps } from './languages/registry-language-gaps';
export { builtPageDir } from './built-page-dir';
export { releasesPageDir } from './releases-page-dir';
export { setStaticCacheHeaders } from './service/cache-headers';
export { shownErrorAnswer } from './release-error';
export { devReleaseSettings, devToken } from './dev-releases';
export { publishRelease } from './publish-release';
export { promoteFreshBuilds } from './fresh-builds';
export type { ReleaseRecord } from './release-record';
