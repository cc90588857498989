import express, { type Request, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import type { PageLanguage } from '@citypass/contracts';
import type { BffMetrics } from '../observability/bff-metrics';
import type { AuthContext } from './auth-context';
import { toActionPath } from './auth-path';
import { createAuthUrls } from './auth-urls';
import { cookieNames } from './cookies';
import { createCsrfCookies } from './csrf';
import { createProviders } from './providers';
import { authRouteHandler, type AuthRoute } from './route-handler';
import { callbackRoute, forKnownProvider } from './routes/callback';
import { clientLogRoute } from './routes/client-log';
import { checkConfiguration } from './routes/config-error';
import { csrfRoute } from './routes/csrf';
import { errorPageRoute, signInPageRoute, signOutPageRoute } from './routes/pages';
import { providersRoute } from './routes/providers';
import { getSessionRoute, updateSessionRoute } from './routes/session';
import { signInRoute } from './routes/signin';
import { signOutRoute } from './routes/signout';
import { unsupportedAction } from './routes/unsupported';
import type { SessionCodec } from './session-token';
import type { UpstreamAuthClient } from './upstream-auth-client';

export interface AuthRouterDeps {
  publicUrl: string;
  secret: string;
  /** The session token's codec, whose decoded tokens the proxy's session reads share (session-token.ts). */
  codec: SessionCodec;
  upstream: UpstreamAuthClient;
  logger: Logger;
  /** Counts sign-ins by provider and outcome, and texts the page's catalogues lack (the log beacon's). */
  metrics?: Pick<BffMetrics, 'signIn' | 'missingMessage'>;
  /** The language of a page the protocol answers itself, chosen as for every page (languages/language-choice.ts). */
  pageLanguage: (req: Request) => PageLanguage;
  now?: () => Date;
  /** Reads the visitor's test scenario (forwarded to the upstream sign-in calls); none by default. */
  scenarioOf?: (req: Request) => string | undefined;
  /** Limit sign-in attempts and the log beacon (SECURITY.md); none by default. */
  signInRateLimit?: RequestHandler;
  logRateLimit?: RequestHandler;
}

// Credentials, a callback URL and a CSRF token fit in far less; anything bigger is refused.
const BODY_LIMIT = '16kb';

/**
 * The next-auth v4 wire protocol, mounted at AUTH_PATH. A body it cannot read and any failure of a
 * route go on to the app's error middleware.
 */
export function createAuthRouter(deps: AuthRouterDeps): Router {
  const context = createAuthContext(deps);
  const routeDeps = { context, scenarioOf: deps.scenarioOf ?? (() => undefined) };
  const handle = (route: AuthRoute, options?: { setUpCookies: boolean }) => authRouteHandler(route, routeDeps, options);

  // Case-sensitive, as the reference: `/CSRF` is no action.
  const router = express.Router({ caseSensitive: true });
  router.use(toActionPath);
  // Counted as the action the path names, however it is written (`//callback/order` too).
  if (deps.signInRateLimit) router.use(['/callback', '/signin'], deps.signInRateLimit);
  if (deps.logRateLimit) router.post('/_log', deps.logRateLimit);
  // The protocol's assertions come before any action, an unknown one too.
  router.use(checkConfiguration(context));
  // Express would answer HEAD with the GET routes; the protocol has no HEAD.
  router.head('{*any}', unsupportedAction);
  // The session read, which every page polls, reads no body: it comes before the body parsers.
  router.get('/session', handle(getSessionRoute));
  router.use(express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  router.get('/csrf', handle(csrfRoute));
  router.get('/providers', handle(providersRoute, { setUpCookies: false }));
  router.post('/session', handle(updateSessionRoute));
  router.get('/signin', handle(signInPageRoute));
  router.post('/signin', handle(signInRoute));
  router.get('/signout', handle(signOutPageRoute));
  router.post('/signout', handle(signOutRoute));
  // GET is the protocol's too: it answers that credentials have no GET callback.
  router.get('/callback', forKnownProvider(context), handle(callbackRoute));
  router.post('/callback', forKnownProvider(context), handle(callbackRoute));
  router.get('/error', handle(errorPageRoute));
  router.post('/_log', handle(clientLogRoute));
  router.use(unsupportedAction);
  return router;
}

function createAuthContext(deps: AuthRouterDeps): AuthContext {
  const urls = createAuthUrls(deps.publicUrl);
  return {
    urls,
    names: cookieNames(urls.secure),
    secret: deps.secret,
    csrf: createCsrfCookies(deps.secret),
    codec: deps.codec,
    providers: createProviders(deps.upstream),
    logger: deps.logger,
    metrics: deps.metrics,
    pageLanguage: deps.pageLanguage,
    now: deps.now ?? (() => new Date()),
  };
}
