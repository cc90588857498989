import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { HEALTH_REPORTS_PATH, RELEASES_API_PATH, RELEASES_PAGE_PATH, type PageReleases, type RemoteName } from '@citypass/contracts';
import { registryCanaries } from '../health/registry-canaries';
import { createReleaseHealth } from '../health/release-health';
import type { PageLanguages } from '../i18n/page-languages';
import { offeredLanguages } from '../languages/offered-languages';
import { createOriginCheck } from '../origin/origin-check';
import { releaseOriginsOf, type OriginSettings } from '../origin/origin-settings';
import { createPreviews } from '../preview/previews';
import { createPromotedRemotesSource, manifestsAtOrigins, type PromotedRemotes, type RemotesRegistry } from '../promoted-remotes';
import { countingChanges } from '../registry-store/counting-changes';
import type { RegistryStore } from '../registry-store/registry-store';
import { createReleasesRouter } from '../router';
import type { ReleaseSettings } from '../settings';
import { readShellProvides } from '../shell-provides';
import { createReleasesPage } from './releases-page';
import { createVisitorRemotes, type VisitorPage } from './visitor-remotes';
import type { ReleaseMetrics } from './release-metrics';
import type { ReleaseStores } from './release-stores';

export interface ReleaseServiceSettings extends OriginSettings, ReleaseSettings {
  /** `team=sha256hex` pairs: who may release each remote. */
  RELEASE_TOKENS: string;
  /** The city's languages, comma-separated, as the BFF has checked them: the gate refuses a release lacking one. */
  LANGUAGES: string;
}

export interface ReleaseServiceDeps {
  settings: ReleaseServiceSettings;
  /** AUTH_SECRET: the keys of preview links and cookies and of pages' health tokens derive from it. */
  secret: string;
  /** The registry and release health's counts, kept where the deployment keeps its state (release-stores.ts). */
  stores: ReleaseStores;
  /** REMOTES_FILE (development only): where pages load each remote, without releases; it wins over the registry. */
  configuredRemotes?: () => RemotesRegistry;
  /** The shell's build: the shared modules a release must match. */
  shellDir: string;
  /** The releases page's build, served at RELEASES_PAGE_PATH. */
  releasesPageDir: string;
  logger: Pick<Logger, 'warn' | 'error'>;
  metrics: ReleaseMetrics;
  /** The deployment's limit on pages' health reports, beacons any page sends. */
  reportRateLimit: RequestHandler;
  /** The BFF's choice of each page's language: the service's own pages (preview refusals) are written in it. */
  languages: PageLanguages;
}

/** What the BFF asks of the release service, and the routes it mounts. */
export interface ReleaseService {
  /** `/api/releases` and its health reports, opening and ending previews, and the releases page. */
  router: Router;
  /** Where pages load each remote from now, and its promoted release. */
  remotes(): PromotedRemotes;
  /** One visitor's page: a canary in the visitor's share, a team's preview in its browser. */
  pageReleases(req: Request, res: Response): Promise<VisitorPage>;
  /** The health token of a page loading these releases, previewing those of `previewed`. */
  healthToken(releases: PageReleases['remotes'], previewed: readonly RemoteName[]): Promise<string>;
  /**
   * The remotes as every answer's page policy names them (by origin alone): with a registry,
   * fixed, as every release is served below its remote's origin.
   */
  policyRemotes(): RemotesRegistry;
}

export function createReleaseService(deps: ReleaseServiceDeps): ReleaseService {
  const { settings, secret, logger, metrics } = deps;
  const origins = releaseOriginsOf(settings);
  const https = settings.PUBLIC_URL.startsWith('https://');
  const registry = deps.stores.registry && countingChanges(deps.stores.registry, metrics.registryChange);
  const shellProvides = () => readShellProvides(deps.shellDir);
  const originCheck = createOriginCheck(() => origins);
  const languages = offeredLanguages(settings.LANGUAGES);
  const previews = createPreviews({
    secret,
    publicUrl: settings.PUBLIC_URL,
    production: settings.NODE_ENV === 'production',
    registry,
    origins,
    originCheck,
    shellProvides,
    offered: languages,
    secureCookie: https,
    languages: deps.languages,
  });
  const health = createReleaseHealth({
    secret,
    teamHashes: settings.RELEASE_TOKENS,
    settings,
    canaries: registry ? registryCanaries(registry) : undefined,
    state: deps.stores.health,
    logger,
    onCounted: ({ remote, version, failed }) => {
      const canary = registry?.current().remotes[remote].canary;
      metrics.pageLoad(remote, version, canary?.version === version ? 'canary' : 'stable', failed);
    },
  });
  const { remotes, policyRemotes } = remotesSource(origins, registry, deps.configuredRemotes);
  if (registry) {
    metrics.watchCanaryShares(() =>
      Object.fromEntries(Object.entries(registry.current().remotes).map(([remote, { canary }]) => [remote, (canary?.percent ?? 0) / 100])),
    );
  }

  const router = express.Router();
  router.use(previews.routes);
  // Wherever a page carries a health token, with or without a registry, its reports are taken.
  router.use(HEALTH_REPORTS_PATH, deps.reportRateLimit, health.reports);
  if (registry) {
    router.use(`${RELEASES_API_PATH}/health`, health.router);
    const teamHashes = settings.RELEASE_TOKENS;
    router.use(RELEASES_API_PATH, createReleasesRouter({ registry, origin: originCheck, teamHashes, shellProvides, previewLinks: previews.links, languages }));
  }
  router.use(RELEASES_PAGE_PATH, createReleasesPage(deps.releasesPageDir));
  return {
    router,
    remotes,
    pageReleases: createVisitorRemotes(remotes, https, previews.source),
    healthToken: health.pageToken,
    policyRemotes,
  };
}

/** The registry's promoted remotes; without one (or with REMOTES_FILE), the configured builds, unchecked. */
function remotesSource(origins: ReturnType<typeof releaseOriginsOf>, registry: RegistryStore | null, configured?: () => RemotesRegistry) {
  const atOrigins = manifestsAtOrigins(origins);
  if (registry && !configured) {
    return { remotes: createPromotedRemotesSource({ registry: registry.current, origins }), policyRemotes: () => atOrigins };
  }
  const manifests = configured ?? (() => atOrigins);
  return { remotes: (): PromotedRemotes => ({ manifests: manifests(), releases: {}, canaries: {} }), policyRemotes: manifests };
}
