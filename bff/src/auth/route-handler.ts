import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdOf } from '@citypass/observability';
import type { NodeHandler } from '../http/node-handler';
import type { AuthContext, AuthRequest } from './auth-context';
import { writeReply, type RouteResult } from './auth-reply';
import { readAuthRequest } from './auth-request';

/** One action of the protocol: the request as the protocol sees it in, the answer out. */
export type AuthRoute = (request: AuthRequest, context: AuthContext) => RouteResult | Promise<RouteResult>;

interface AuthRouteDeps {
  context: AuthContext;
  scenarioOf: (req: IncomingMessage) => string | undefined;
}

/**
 * An action's handler, on Node's own request and response (in the Express router, and before it on
 * the front door): reads the protocol's request, runs the route and writes its reply; a failure
 * goes on to the error handler. `setUpCookies: false` leaves out the CSRF and callback-url cookies
 * (the protocol's /providers).
 */
export function authRouteHandler(route: AuthRoute, deps: AuthRouteDeps, { setUpCookies = true } = {}): NodeHandler {
  const { context, scenarioOf } = deps;
  const run = async (req: IncomingMessage, res: ServerResponse) => {
    const read = readAuthRequest(req, context, scenarioOf(req), requestIdOf(res));
    if (!read.ok) {
      writeReply(res, { type: 'json', status: 400, body: { error_code: 'INVALID_REQUEST' } }, [], false);
      return;
    }
    const result = await route(read.request, context);
    writeReply(res, result.reply, [...(setUpCookies ? read.cookies : []), ...(result.cookies ?? [])], read.request.jsonMode);
  };
  return (req, res, next) => {
    run(req, res).catch(next);
  };
}
