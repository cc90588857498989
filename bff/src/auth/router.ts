import type { IncomingMessage } from 'node:http';
import { markRoute } from '@citypass/observability';
import { pathUnder, type FrontDoorRoute } from '../http/front-door';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import type { BffMetrics } from '../observability/bff-metrics';
import type { AuthContext } from './auth-context';
import { actionPath } from './auth-path';
import { AUTH_MOUNT } from './auth-url';
import { createAuthUrls } from './auth-urls';
import { cookieNames } from './cookies';
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
import { createSessionCodec, DEFAULT_SESSION_MAX_AGE_SECONDS } from './session-token';
import type { UpstreamAuthClient } from './upstream-auth-client';

export interface AuthRouterDeps {
  publicUrl: string;
  secret: string;
  upstream: UpstreamAuthClient;
  logger: Logger;
  /** Counts sign-ins by provider and outcome. */
  metrics?: Pick<BffMetrics, 'signIn'>;
  sessionMaxAgeSeconds?: number;
  now?: () => Date;
  /** Reads the visitor's test scenario (forwarded to the upstream sign-in calls); none by default. */
  scenarioOf?: (req: IncomingMessage) => string | undefined;
}

// Credentials, a callback URL and a CSRF token fit in far less; anything bigger is refused.
const BODY_LIMIT = '16kb';

export interface AuthRoutes {
  /** Every action but the session read, mounted at AUTH_MOUNT. */
  router: Router;
  /** The session read (GET `/session`), which pages poll: answered on the front door, before Express. */
  sessionRead: FrontDoorRoute;
}

/**
 * The next-auth v4 wire protocol at AUTH_MOUNT. A body it cannot read and any failure of a route
 * go on to the app's error middleware.
 */
export function createAuthRoutes(deps: AuthRouterDeps): AuthRoutes {
  const context = createAuthContext(deps);
  const routeDeps = { context, scenarioOf: deps.scenarioOf ?? (() => undefined) };
  const handle = (route: AuthRoute, options?: { setUpCookies: boolean }) => authRouteHandler(route, routeDeps, options);
  const checked = checkConfiguration(context);

  // Case-sensitive, as the reference: `/CSRF` is no action.
  const router = express.Router({ caseSensitive: true });
  router.use(express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  router.use(checked);
  // Express would answer HEAD with the GET routes; the protocol has no HEAD.
  router.head(/.*/, unsupportedAction);
  router.get(actionPath('csrf'), handle(csrfRoute));
  router.get(actionPath('providers'), handle(providersRoute, { setUpCookies: false }));
  router.post(actionPath('session'), handle(updateSessionRoute));
  router.get(actionPath('signin'), handle(signInPageRoute));
  router.post(actionPath('signin'), handle(signInRoute));
  router.get(actionPath('signout'), handle(signOutPageRoute));
  router.post(actionPath('signout'), handle(signOutRoute));
  // GET is the protocol's too: it answers that credentials have no GET callback.
  router.get(actionPath('callback'), forKnownProvider(context), handle(callbackRoute));
  router.post(actionPath('callback'), forKnownProvider(context), handle(callbackRoute));
  router.get(actionPath('error'), handle(errorPageRoute));
  router.post(actionPath('_log'), handle(clientLogRoute));
  router.use(unsupportedAction);

  // The paths the router would take for it (under the mount, whatever its case; the action's own
  // path case-sensitive); a GET has no body to read, and the protocol's assertions come first.
  const sessionPath = actionPath('session');
  const sessionRead: FrontDoorRoute = {
    matches: (req) => req.method === 'GET' && sessionPath.test(pathUnder(AUTH_MOUNT, req.url ?? '') ?? ''),
    handlers: [
      (req, _res, next) => {
        markRoute(req, AUTH_MOUNT, '/session');
        next();
      },
      checked,
      handle(getSessionRoute),
    ],
  };
  return { router, sessionRead };
}

function createAuthContext(deps: AuthRouterDeps): AuthContext {
  const urls = createAuthUrls(deps.publicUrl);
  const sessionMaxAgeSeconds = deps.sessionMaxAgeSeconds ?? DEFAULT_SESSION_MAX_AGE_SECONDS;
  return {
    urls,
    names: cookieNames(urls.secure),
    secret: deps.secret,
    codec: createSessionCodec(deps.secret, sessionMaxAgeSeconds),
    providers: createProviders(deps.upstream),
    logger: deps.logger,
    metrics: deps.metrics,
    sessionMaxAgeSeconds,
    now: deps.now ?? (() => new Date()),
  };
}
