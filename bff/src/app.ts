import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import {
  AUTH_PATH,
  CONFIG_PATH,
  HEALTH_REPORTS_PATH,
  LANGUAGE_PATH,
  PREVIEW_PATHS,
  PROXY_PATH,
  RELEASES_API_PATH,
  RELEASES_PAGE_PATH,
  REMOTE_NAMES,
  type AccessibilityStatement,
  type AppConfig,
  type PageLanguage,
  type PageReleases,
  type PublicSession,
  type RemoteName,
} from '@citypass/contracts';
import type { CityLook } from '@citypass/city-look';
import type { PromotedRemotes, ReleaseService } from '@citypass/releases';
import type { LanguageChoice } from './languages/language-choice';
import { isDraining } from '@citypass/http-drain';
import { createRequestIds, type RequestIds } from '@citypass/observability';
import { remoteEntryBeside } from './config/remote-entry';
import type { TrustProxy } from './config/trust-proxy';
import { createErrorHandler } from './http/error-handler';
import { createLookFiles } from './static/look-files';
import { createShellStatic } from './static/shell-static';
import type { RemoteFilesCache } from './static/remote-files-cache';

export interface AppDeps {
  logger: Logger;
  /** The balancer the BFF believes (TRUST_PROXY): its client addresses and request ids. */
  trustProxy: TrustProxy;
  /** Times every answer, by route template (`http_request_duration_seconds`), and gives each request its id (`requestIds`). */
  observeRequests: (requestIds: RequestIds) => RequestHandler;
  /** The city's look (its settings file's brand), read at start: each page's theme, the app's icons, the logo. */
  look: CityLook;
  /** The city's languages, its default first (and the pseudo-languages outside production). */
  languages: readonly PageLanguage[];
  /** The page's language, and `?lang=` and the switcher keeping the visitor's choice (languages/). */
  languageChoice: LanguageChoice;
  publicUrl: string;
  /** The release service (@citypass/releases): each page's releases, and its routes. */
  releases: Pick<ReleaseService, 'routes' | 'remotes' | 'pageReleases' | 'healthToken'>;
  /** Whether pages load remote files only with a release's integrity (production). */
  integrityEnforced: boolean;
  analyticsId: string | null;
  /** Whether pages keep the app for use without a network (the service worker). */
  offline: boolean;
  contactUrl: string;
  customerServicesUrl: string;
  accessibility: AccessibilityStatement;
  shellDir: string;
  /** The sign-in protocol (auth/router.ts), with its sign-in and log beacon limits, mounted at AUTH_PATH. */
  auth: Router;
  /** The eight product calls (proxy/router.ts), mounted at PROXY_PATH. */
  proxy: Router;
  scenarioMiddleware: RequestHandler;
  /** robots.txt and security.txt (crawlers/crawler-files.ts). */
  crawlerFiles: RequestHandler;
  /** Refuses state-changing calls made by pages of other origins. */
  crossOriginWrites: RequestHandler;
  /** The security headers of every answer, by its kind: a page, an API answer, a file (security-headers.ts). */
  securityHeaders: RequestHandler;
  /** The policy of a page that loads a remote from a developer's dev server (security-headers.ts). */
  devServerPolicy: (registry: Record<RemoteName, string>, devServers: readonly string[]) => string;
  /** The files the remotes' manifests name, for the shell page (read in the background). */
  remoteFiles: RemoteFilesCache;
  /** The visitor's session as the session endpoint shows it (for the shell page), or null. */
  publicSession: (req: Request) => Promise<PublicSession | null>;
  healthReportRateLimit: RequestHandler;
  /** Each service the BFF depends on beyond itself (Redis, when the fleet shares state), up or down. */
  dependencies: () => Record<string, 'up' | 'down'>;
}

/** Builds the BFF's Express app (wiring only; it does not listen). */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // No hash of every body for a validator: what the app writes is kept by no cache (product calls,
  // sessions, pages carrying a session); files carry express.static's own.
  app.set('etag', false);
  app.set('trust proxy', deps.trustProxy);
  const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  // Every answer: timed with its request id, the security headers.
  app.use(deps.observeRequests(createRequestIds((req) => trusted(req.socket.remoteAddress ?? '', 0))), deps.securityHeaders);
  // The session read and the product calls, which every page makes, come first: they need none
  // of what the pages, the releases and the beacons need below.
  app.use('/api', deps.crossOriginWrites);
  // The protocol's answers are small (its JSON a few hundred bytes, its fallback pages a few kB):
  // compressing them would cost each session read more than it saves. The proxy compresses a
  // success answer itself, once it knows its length (proxy/answer-compression.ts).
  app.use(AUTH_PATH, deps.auth);
  app.use(PROXY_PATH, deps.proxy);
  app.use(compression());

  const configWith = ({ manifests }: Pick<PromotedRemotes, 'manifests'>, language: PageLanguage): AppConfig => ({
    theme: deps.look.theme(language),
    languages: [...deps.languages],
    remotes: REMOTE_NAMES.map((name) => ({ name, entry: remoteEntryBeside(manifests[name]) })),
    analyticsId: deps.analyticsId,
    contactUrl: deps.contactUrl,
    customerServicesUrl: deps.customerServicesUrl,
    accessibility: deps.accessibility,
    offline: deps.offline,
  });
  const deployment = async (req: Request, res: Response, language: PageLanguage) => {
    const remotes = await deps.releases.pageReleases(req, res);
    const releases: PageReleases = { enforced: deps.integrityEnforced, remotes: remotes.releases };
    return { config: configWith(remotes, language), manifests: remotes.manifests, releases, preview: remotes.preview, previewed: remotes.previewed };
  };

  // 200 even with a dependency down: the instance still serves pages and sessions, so a load
  // balancer must not take the whole fleet out for an outage of shared state. 503 once it is
  // stopping, so the balancer moves off it before it closes.
  app.get('/healthz', (req, res) => {
    const dependencies = deps.dependencies();
    res.setHeader('Cache-Control', 'no-store');
    if (isDraining(req)) res.status(503).json({ status: 'draining', dependencies });
    else res.json({ status: Object.values(dependencies).includes('down') ? 'degraded' : 'ok', dependencies });
  });

  app.get(CONFIG_PATH, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(configWith(deps.releases.remotes(), deps.languageChoice.pageLanguage(req)));
  });

  const { routes } = deps.releases;
  // Before the release API it lies under: pages send these, not teams.
  app.use(HEALTH_REPORTS_PATH, deps.healthReportRateLimit, routes.healthReports);
  if (routes.api) app.use(RELEASES_API_PATH, routes.api);
  app.use(PREVIEW_PATHS.end, routes.previewEnd);
  app.use(LANGUAGE_PATH, deps.languageChoice.choose);
  app.use('/api', (_req, res) => {
    res.status(404).json({ error_code: 'NOT_FOUND' });
  });

  app.use(PREVIEW_PATHS.open, routes.previewOpen);
  app.use(RELEASES_PAGE_PATH, routes.page);
  app.use(deps.languageChoice.keepAsked);
  app.use(deps.crawlerFiles);
  app.use(deps.scenarioMiddleware);
  app.use(createLookFiles(deps.look));
  app.use(
    createShellStatic(deps.shellDir, {
      look: deps.look,
      offline: deps.offline,
      deployment,
      session: deps.publicSession,
      remoteFiles: deps.remoteFiles.peek,
      healthToken: deps.releases.healthToken,
      languages: { pageLanguage: deps.languageChoice.pageLanguage, offered: deps.languages, origin: new URL(deps.publicUrl).origin },
      devServerPolicy: deps.devServerPolicy,
    }),
  );

  app.use(createErrorHandler(deps.logger));
  return app;
}
