import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { PageReleases, RemoteName } from '@citypass/contracts';
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
  /** The BFF's choice of each page's language: the service's own pages (preview refusals) are written in it. */
  languages: PageLanguages;
}

/** The service's routes, each relative to the path of the contracts the BFF mounts it at (bff/src/app.ts). */
export interface ReleaseRoutes {
  /** HEALTH_REPORTS_PATH: the pages' health reports, wherever pages carry a health token. */
  healthReports: Router;
  /** RELEASES_API_PATH: the teams' release API, its health read included; none without a registry. */
  api: Router | null;
  /** PREVIEW_PATHS.open and PREVIEW_PATHS.end: a preview link opened, a browser's previews ended. */
  previewOpen: Router;
  previewEnd: Router;
  /** RELEASES_PAGE_PATH: the releases page. */
  page: Router;
}

/** What the BFF asks of the release service, and the routes it mounts. */
export interface ReleaseService {
  routes: ReleaseRoutes;
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

  const releasesApi = (store: RegistryStore): Router => {
    const api = express.Router();
    api.use('/health', health.router);
    api.use(createReleasesRouter({ registry: store, origin: originCheck, teamHashes: settings.RELEASE_TOKENS, shellProvides, previewLinks: previews.links, languages }));
    return api;
  };
  return {
    routes: {
      healthReports: health.reports,
      api: registry && releasesApi(registry),
      previewOpen: previews.routes.open,
      previewEnd: previews.routes.end,
      page: createReleasesPage(deps.releasesPageDir),
    },
    remotes,
    pageReleases: createVisitorRemotes({ remotes, caughtUp: registry?.caughtUp, secureCookie: https, previews: previews.source }),
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
