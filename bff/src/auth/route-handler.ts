import type { Request, RequestHandler, Response } from 'express';
import { requestIdOf } from '@citypass/observability';
import type { AuthContext, AuthRequest } from './auth-context';
import { writeReply, type RouteResult } from './auth-reply';
import { readAuthRequest } from './auth-request';

/** One action of the protocol: the request as the protocol sees it in, the answer out. */
export type AuthRoute = (request: AuthRequest, context: AuthContext) => RouteResult | Promise<RouteResult>;

interface AuthRouteDeps {
  context: AuthContext;
  scenarioOf: (req: Request) => string | undefined;
}

/**
 * An action's handler: reads the protocol's request, runs the route and writes its reply; a
 * rejected route goes on to the app's error middleware (Express 5 passes it on).
 * `setUpCookies: false` leaves out the CSRF and callback-url cookies (the protocol's /providers).
 */
export function authRouteHandler(route: AuthRoute, deps: AuthRouteDeps, { setUpCookies = true } = {}): RequestHandler {
  const { context, scenarioOf } = deps;
  return async (req: Request, res: Response) => {
    const read = readAuthRequest(req, context, scenarioOf(req), requestIdOf(res));
    if (!read.ok) {
      writeReply(res, { type: 'json', status: 400, body: { error_code: 'INVALID_REQUEST' } }, [], false);
      return;
    }
    const result = await route(read.request, context);
    writeReply(res, result.reply, [...(setUpCookies ? read.cookies : []), ...(result.cookies ?? [])], read.request.jsonMode);
  };
}
