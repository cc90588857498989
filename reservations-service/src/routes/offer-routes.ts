import { offerIdSchema } from '@citypass/contracts';
import { Router } from 'express';
import { requireVisitor, visitorOrder } from '../auth/require-visitor';
import type { UpstreamDeps } from '../deps';
import { sendError } from '../error-codes';
import { findOffer, offerJson, offersOfCity } from '../offers';
import { applyScenario } from '../scenario-middleware';

export function offerRoutes(deps: UpstreamDeps): Router {
  const router = Router();
  router.get('/offers', requireVisitor(deps), applyScenario('offers', deps), (_req, res) => {
    res.json(offersOfCity(deps.db, visitorOrder(res).city_id).map(offerJson));
  });
  router.get('/offers/:id', requireVisitor(deps), applyScenario('offer', deps), (req, res) => {
    const id = offerIdSchema.safeParse(req.params.id);
    const offer = id.success ? findOffer(deps.db, id.data, visitorOrder(res).city_id) : undefined;
    if (!offer) return sendError(res, 'NOT_FOUND');
    res.json(offerJson(offer));
  });
  return router;
}
