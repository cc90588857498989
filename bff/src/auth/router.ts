import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { AuthContext, AuthRequest } from './auth-context';
import { writeReply, type RouteResult } from './auth-reply';
import { createAuthUrls } from './auth-urls';
import { findConfigError } from './assertions';
import { resolveCallbackUrl } from './callback-url';
import { cookieNames, parseCookieHeader, serializeCookie } from './cookies';
import { csrfCookieValue, equalStrings, mintCsrfToken, tokenFromCsrfCookie } from './csrf';
import { createProviders } from './providers';
import { envelopeSchema, queryErrorSchema, type Envelope } from './request-schemas';
import { callbackRoute } from './routes/callback';
import { clientLogRoute } from './routes/client-log';
import { configErrorReply } from './routes/config-error';
import { csrfRoute } from './routes/csrf';
import { errorPageRoute, signInPageRoute, signOutPageRoute } from './routes/pages';
import { providersRoute } from './routes/providers';
import { getSessionRoute, updateSessionRoute } from './routes/session';
import { signInRoute } from './routes/signin';
import { signOutRoute } from './routes/signout';
import { createSessionCodec, DEFAULT_SESSION_MAX_AGE_SECONDS } from './session-token';
import type { UpstreamAuthClient } from './upstream-auth-client';

export interface AuthRouterDeps {
  publicUrl: string;
  secret: string;
  upstream: UpstreamAuthClient;
  logger: Logger;
  sessionMaxAgeSeconds?: number;
  now?: () => Date;
  /** Reads the visitor's test scenario (forwarded to the upstream sign-in calls); none by default. */
  scenarioOf?: (req: Request) => string | undefined;
}

// Credentials, a callback URL and a CSRF token fit in far less; anything bigger is refused.
const BODY_LIMIT = '16kb';

const ACTIONS: Record<string, ReadonlySet<string>> = {
  GET: new Set(['providers', 'session', 'csrf', 'signin', 'signout', 'callback', 'error']),
  POST: new Set(['signin', 'signout', 'callback', 'session', '_log']),
};

/** The next-auth v4 wire protocol, to be mounted at `/api/auth`. */
export function createAuthRouter(deps: AuthRouterDeps): Router {
  const urls = createAuthUrls(deps.publicUrl);
  const sessionMaxAgeSeconds = deps.sessionMaxAgeSeconds ?? DEFAULT_SESSION_MAX_AGE_SECONDS;
  const context: AuthContext = {
    urls,
    names: cookieNames(urls.secure),
    secret: deps.secret,
    codec: createSessionCodec(deps.secret, sessionMaxAgeSeconds),
    providers: createProviders(deps.upstream),
    logger: deps.logger,
    sessionMaxAgeSeconds,
    now: deps.now ?? (() => new Date()),
  };
  const router = express.Router();
  router.use(express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  const scenarioOf = deps.scenarioOf ?? (() => undefined);
  router.use((req, res) => handle(req, res, context, scenarioOf(req)));
  router.use(bodyErrorHandler);
  return router;
}

async function handle(req: Request, res: Response, context: AuthContext, scenario: string | undefined): Promise<void> {
  const [action, providerId] = req.path.split('/').filter(Boolean);
  const cookies = parseCookieHeader(req.headers.cookie);
  const queryCallbackUrl: unknown = req.query.callbackUrl;
  const configError = findConfigError(
    {
      secret: context.secret,
      action,
      queryCallbackUrl,
      cookieCallbackUrl: cookies.get(context.names.callbackUrl),
      providers: context.providers,
    },
    context.urls,
  );
  if (configError) {
    writeReply(res, configErrorReply(configError, { method: req.method, action, queryCallbackUrl }, context), [], false);
    return;
  }
  if (!action || !isSupported(req.method, action, providerId, context)) {
    const body = `Error: This action with HTTP ${req.method} is not supported by NextAuth.js`;
    writeReply(res, { type: 'text', status: 400, body }, [], false);
    return;
  }
  const envelope = envelopeSchema.safeParse(req.method === 'POST' ? (req.body ?? {}) : {});
  if (!envelope.success) {
    writeReply(res, { type: 'json', status: 400, body: { error_code: 'INVALID_REQUEST' } }, [], false);
    return;
  }
  const { request, cookies: initCookies } = initialise(req, { action, providerId, cookies, body: envelope.data, scenario }, context);
  const result = await route(request, context);
  const handledCookies = action === 'providers' ? [] : initCookies;
  writeReply(res, result.reply, [...handledCookies, ...(result.cookies ?? [])], request.jsonMode);
}

function isSupported(method: string, action: string, providerId: string | undefined, context: AuthContext): boolean {
  if (!ACTIONS[method]?.has(action)) return false;
  return action !== 'callback' || context.providers.some((provider) => provider.id === providerId);
}

// The protocol's per-request set-up: the CSRF pair and the resolved callback URL, with the
// cookies a handled reply carries when either is new.
function initialise(
  req: Request,
  parsed: { action: string; providerId: string | undefined; cookies: Map<string, string>; body: Envelope; scenario: string | undefined },
  context: AuthContext,
): { request: AuthRequest; cookies: string[] } {
  const { action, providerId, cookies, body, scenario } = parsed;
  const { names, secret, urls } = context;
  const setCookies: string[] = [];
  const cookieToken = tokenFromCsrfCookie(cookies.get(names.csrf), secret);
  const csrfToken = cookieToken ?? mintCsrfToken();
  if (!cookieToken) setCookies.push(serializeCookie(names.csrf, csrfCookieValue(csrfToken, secret), { secure: urls.secure }));
  const csrfVerified =
    req.method === 'POST' && cookieToken !== null && body.csrfToken !== undefined && equalStrings(body.csrfToken, cookieToken);

  const cookieCallbackUrl = cookies.get(names.callbackUrl);
  const queryCallbackUrl = typeof req.query.callbackUrl === 'string' ? req.query.callbackUrl : undefined;
  const callbackUrl = resolveCallbackUrl(body.callbackUrl || queryCallbackUrl || cookieCallbackUrl, urls);
  if (callbackUrl !== cookieCallbackUrl) {
    setCookies.push(serializeCookie(names.callbackUrl, callbackUrl, { secure: urls.secure }));
  }
  const queryError = queryErrorSchema.safeParse(req.query.error);
  return {
    request: {
      method: req.method,
      action,
      providerId,
      cookies,
      body,
      queryError: queryError.success ? queryError.data : undefined,
      jsonMode: body.json === 'true' || body.json === true,
      csrfToken,
      csrfVerified,
      callbackUrl,
      scenario,
    },
    cookies: setCookies,
  };
}

function route(request: AuthRequest, context: AuthContext): RouteResult | Promise<RouteResult> {
  switch (`${request.method} ${request.action}`) {
    case 'GET csrf':
      return csrfRoute(request);
    case 'GET providers':
      return providersRoute(context);
    case 'GET session':
      return getSessionRoute(request, context);
    case 'POST session':
      return updateSessionRoute(request, context);
    case 'GET signin':
      return signInPageRoute(request, context);
    case 'POST signin':
      return signInRoute(request, context);
    case 'GET signout':
      return signOutPageRoute(request, context);
    case 'POST signout':
      return signOutRoute(request, context);
    case 'GET error':
      return errorPageRoute(request, context);
    case 'POST _log':
      return clientLogRoute(request, context);
    default:
      return callbackRoute(request, context);
  }
}

// Body-parser failures, answered here so the protocol's routes never see a half-read body.
const bodyErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const type = typeof error === 'object' && error !== null && 'type' in error ? error.type : undefined;
  if (type === 'entity.too.large') {
    res.status(413).json({ error_code: 'PAYLOAD_TOO_LARGE' });
  } else if (type === 'entity.parse.failed' || type === 'charset.unsupported' || type === 'encoding.unsupported') {
    res.status(400).json({ error_code: 'INVALID_REQUEST' });
  } else {
    next(error);
  }
};
