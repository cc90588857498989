import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { acceptedRequestId, newRequestId } from './request-id';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Gives each request its id: the balancer's `X-Request-Id` when the balancer is trusted and the id
 * is well formed, a new one otherwise. Every answer carries it; log lines of the request add it
 * with `requestIdOf`. (Passed along explicitly rather than through AsyncLocalStorage, whose
 * promise hooks would cost every request more than the rest of this together.)
 */
export function createRequestIdMiddleware(fromTrustedPeer: (req: Request) => boolean): RequestHandler {
  // The peer of a connection is the same for all its requests: asked once per connection, and
  // only when a request brings an id (checking an address is most of this middleware's cost).
  const trustedConnections = new WeakMap<Socket, boolean>();
  const trusted = (req: Request) => {
    let answer = trustedConnections.get(req.socket);
    if (answer === undefined) trustedConnections.set(req.socket, (answer = fromTrustedPeer(req)));
    return answer;
  };
  return (req, res, next) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    res.setHeader(REQUEST_ID_HEADER, (incoming !== undefined && trusted(req) && acceptedRequestId(incoming)) || newRequestId());
    next();
  };
}

/** The id of the request being answered, as its answer carries it. */
export function requestIdOf(req: Pick<Request, 'res'>): string | undefined {
  const id = req.res?.getHeader(REQUEST_ID_HEADER);
  return typeof id === 'string' ? id : undefined;
}
