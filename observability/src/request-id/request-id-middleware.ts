import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { acceptedRequestId, newRequestId } from './request-id';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Gives a request its id, on its answer. */
export type RequestIds = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Gives each request its id: the balancer's `X-Request-Id` when the balancer is trusted and the id
 * is well formed, a new one otherwise. Every answer carries it; log lines of the request add it
 * with `requestIdOf`. (Passed along explicitly rather than through AsyncLocalStorage, whose
 * promise hooks would cost every request more than the rest of this together.) Run by the
 * request-duration middleware (`createHttpMetrics`), so every request passes one layer for both.
 */
export function createRequestIds(fromTrustedPeer: (req: IncomingMessage) => boolean): RequestIds {
  // The peer of a connection is the same for all its requests: asked once per connection, and
  // only when a request brings an id (checking an address is most of this work).
  const trustedConnections = new WeakMap<Socket, boolean>();
  const trusted = (req: IncomingMessage) => {
    let answer = trustedConnections.get(req.socket);
    if (answer === undefined) trustedConnections.set(req.socket, (answer = fromTrustedPeer(req)));
    return answer;
  };
  return (req, res) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    res.setHeader(REQUEST_ID_HEADER, (incoming !== undefined && trusted(req) && acceptedRequestId(incoming)) || newRequestId());
  };
}

/** The id of the request an answer is for, as the answer carries it. */
export function requestIdOf(res: Pick<ServerResponse, 'getHeader'> | undefined): string | undefined {
  const id = res?.getHeader(REQUEST_ID_HEADER);
  return typeof id === 'string' ? id : undefined;
}
