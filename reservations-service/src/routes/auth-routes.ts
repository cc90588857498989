import { orderCredentialsSchema, type OrderCredentials } from '@citypass/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { issueAccessToken } from '../auth/access-tokens';
import { issueMagicLinkToken, redeemMagicLinkToken } from '../auth/magic-links';
import type { UpstreamDeps } from '../deps';
import { sendError } from '../error-codes';
import { findOrderById, findOrderByNumber, passesOfOrder, sameEmail, type Order } from '../orders';
import { signInRefusal } from '../rules/sign-in-rules';
import { applyScenario } from '../scenario-middleware';
import { parseBody } from './parse';

const magicLinkBody = z.object({ token: z.string().min(1).max(200) });

export function authRoutes(deps: UpstreamDeps): Router {
  const router = Router();
  const { db } = deps;

  const signedIn = (order: Order) => {
    const issued = issueAccessToken(db, order.id, deps.now(), deps.accessTokenTtlMs);
    return {
      access_token: issued.token,
      expires_at: new Date(issued.expiresAt).toISOString(),
      order: {
        order_number: order.order_number,
        email: order.email,
        passes: passesOfOrder(db, order.id).map((p) => ({
          pass_number: p.pass_number,
          valid_from: new Date(p.valid_from).toISOString(),
          valid_until: new Date(p.valid_until).toISOString(),
        })),
      },
    };
  };

  const matchingOrder = (credentials: OrderCredentials): Order | undefined => {
    const order = findOrderByNumber(db, credentials.orderNumber);
    return order && sameEmail(order.email, credentials.email) ? order : undefined;
  };

  router.post('/auth/order', applyScenario('signIn', deps), (req, res) => {
    const credentials = parseBody(orderCredentialsSchema, req, res);
    if (!credentials) return;
    const order = matchingOrder(credentials);
    if (!order) return sendError(res, 'ORDER_NOT_FOUND');
    const refusal = signInRefusal(order.state);
    if (refusal) return sendError(res, refusal);
    res.json(signedIn(order));
  });

  router.post('/auth/magic-link', applyScenario('signIn', deps), (req, res) => {
    const body = parseBody(magicLinkBody, req, res);
    if (!body) return;
    const redemption = redeemMagicLinkToken(db, body.token, deps.now());
    if (!redemption.ok) return sendError(res, redemption.code);
    const order = findOrderById(db, redemption.orderId);
    if (!order) return sendError(res, 'ORDER_NOT_FOUND');
    const refusal = signInRefusal(order.state);
    if (refusal) return sendError(res, refusal);
    res.json(signedIn(order));
  });

  // A real system would e-mail the link; the reference service hands the token back for demos and tests.
  router.post('/auth/magic-link/issue', (req, res) => {
    const credentials = parseBody(orderCredentialsSchema, req, res);
    if (!credentials) return;
    const order = matchingOrder(credentials);
    if (!order) return sendError(res, 'ORDER_NOT_FOUND');
    const issued = issueMagicLinkToken(db, order.id, deps.now(), deps.magicLinkTtlMs);
    res.json({ token: issued.token, expires_at: new Date(issued.expiresAt).toISOString() });
  });

  return router;
}
