import { MAX_PASSES_PER_BOOKING, offerIdSchema, passNumberSchema } from '@citypass/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { requireVisitor, visitorOrder } from '../auth/require-visitor';
import { openTimeslots } from '../bookings';
import type { UpstreamDeps } from '../deps';
import { sendError } from '../error-codes';
import { findOffer } from '../offers';
import { passesOfOrder } from '../orders';
import { applyScenario } from '../scenario-middleware';
import { parseQuery } from './parse';
import { iso } from './schemas';

const availabilityQuery = z.object({
  offer_id: offerIdSchema,
  passes: z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(passNumberSchema).min(1).max(MAX_PASSES_PER_BOOKING))
    .refine((list) => new Set(list).size === list.length, 'a pass is listed twice'),
});

export function availabilityRoute(deps: UpstreamDeps): Router {
  const router = Router();
  router.get('/availability', requireVisitor(deps), applyScenario('availability', deps), (req, res) => {
    const query = parseQuery(availabilityQuery, req, res);
    if (!query) return;
    const order = visitorOrder(res);
    const offer = findOffer(deps.db, query.offer_id, order.city_id);
    if (!offer) return sendError(res, 'NOT_FOUND');
    const owned = new Map(passesOfOrder(deps.db, order.id).map((p) => [p.pass_number, p]));
    const passes = query.passes.map((number) => owned.get(number));
    if (passes.some((p) => p === undefined)) return sendError(res, 'INVALID_REQUEST', 'A pass does not belong to this order.');
    const valid = passes.filter((p) => p !== undefined);
    if (offer.requires_scan && valid.some((p) => !p.scanned)) return sendError(res, 'AV-004');
    const from = Math.max(deps.now(), ...valid.map((p) => p.valid_from - 1));
    const until = Math.min(...valid.map((p) => p.valid_until));
    res.json(
      openTimeslots(deps.db, offer.id, from, until, valid.length).map((slot) => ({
        id: String(slot.id),
        date_time: iso(slot.starts_at),
        timezone: offer.timezone,
      })),
    );
  });
  return router;
}
