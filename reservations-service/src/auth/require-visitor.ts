import type { RequestHandler, Response } from 'express';
import type { UpstreamDeps } from '../deps';
import { sendError } from '../error-codes';
import { findOrderById, type Order } from '../orders';
import { checkAccessToken } from './access-tokens';

/** Resolves the bearer token to the visitor's order, kept in res.locals.order. */
export function requireVisitor(deps: UpstreamDeps): RequestHandler {
  return (req, res, next) => {
    const match = /^Bearer ([A-Za-z0-9_-]{10,200})$/.exec(req.get('authorization') ?? '');
    if (!match?.[1]) return sendError(res, 'NOT_AUTHORISED');
    const check = checkAccessToken(deps.db, match[1], deps.now());
    if (!check.ok) return sendError(res, check.code);
    const order = findOrderById(deps.db, check.orderId);
    if (!order) return sendError(res, 'NOT_AUTHORISED');
    res.locals.order = order;
    next();
  };
}

export function visitorOrder(res: Response): Order {
  return res.locals.order as Order;
}
