import type { Request, RequestHandler } from 'express';
import { acceptedRequestId, newRequestId } from './request-id';
import { runInRequest } from './request-context';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Gives each request its id: the balancer's `X-Request-Id` when the balancer is trusted and the id
 * is well formed, a new one otherwise. Every answer carries it, and every log line written while
 * the request is handled (requestLogFields).
 */
export function createRequestIdMiddleware(fromTrustedPeer: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    const requestId = (fromTrustedPeer(req) && acceptedRequestId(req.headers[REQUEST_ID_HEADER])) || newRequestId();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    runInRequest(requestId, next);
  };
}
