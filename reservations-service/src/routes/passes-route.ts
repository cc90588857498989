import { offerQuerySchema } from '@citypass/contracts';
import { Router } from 'express';
import { requireVisitor, visitorOrder } from '../auth/require-visitor';
import type { UpstreamDeps } from '../deps';
import { sendError } from '../error-codes';
import { findOffer } from '../offers';
import { applyScenario } from '../scenario-middleware';
import { parseQuery } from './parse';
import { iso } from './schemas';

interface PassUsageRow {
  pass_number: string;
  valid_from: number;
  valid_until: number;
  used: number;
  reservations: number;
}

export function passesRoute(deps: UpstreamDeps): Router {
  const router = Router();
  router.get('/passes', requireVisitor(deps), applyScenario('passes', deps), (req, res) => {
    const query = parseQuery(offerQuerySchema, req, res);
    if (!query) return;
    const order = visitorOrder(res);
    if (!findOffer(deps.db, query.offer_id, order.city_id)) return sendError(res, 'NOT_FOUND');
    // used: the pass holds an upcoming booking for this offer; reservations: its upcoming bookings of any offer.
    const rows = deps.db
      .prepare(
        `SELECT p.pass_number, p.valid_from, p.valid_until,
           EXISTS (SELECT 1 FROM reservations r JOIN bookings b ON b.id = r.booking_id JOIN timeslots t ON t.id = b.timeslot_id
                   WHERE r.pass_number = p.pass_number AND b.status = 'active' AND b.offer_id = ? AND t.starts_at > ?) AS used,
           (SELECT count(*) FROM reservations r JOIN bookings b ON b.id = r.booking_id JOIN timeslots t ON t.id = b.timeslot_id
            WHERE r.pass_number = p.pass_number AND b.status = 'active' AND t.starts_at > ?) AS reservations
         FROM passes p WHERE p.order_id = ? ORDER BY p.pass_number`,
      )
      .all(query.offer_id, deps.now(), deps.now(), order.id) as PassUsageRow[];
    res.json(
      rows.map((row) => ({
        pass_number: row.pass_number,
        valid_from: iso(row.valid_from),
        valid_until: iso(row.valid_until),
        used: row.used === 1,
        reservations: row.reservations,
      })),
    );
  });
  return router;
}
