import { bookingIdSchema, dateTimeSchema, offerIdSchema } from '@citypass/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { requireVisitor, visitorOrder } from '../auth/require-visitor';
import { activeGroupsOfOrder, cancelGroup, findActiveGroup, moveGroup, type BookingGroupRow } from '../bookings';
import type { UpstreamDeps } from '../deps';
import { sendError } from '../error-codes';
import { findOffer } from '../offers';
import { passesOfOrder } from '../orders';
import { SLOT_MINUTES } from '../seed/catalogue';
import { amendableUntil, windowElapsed } from '../rules/booking-rules';
import { applyScenario } from '../scenario-middleware';
import { parseBody } from './parse';
import { placeInSlot } from './place-booking';
import { iso, timeslotIdSchema } from './schemas';

export const amendRequest = z.object({
  bookingId: bookingIdSchema,
  offer_id: offerIdSchema,
  time_slot: z.object({ id: timeslotIdSchema, date_time: dateTimeSchema }),
});

export function reservationRoutes(deps: UpstreamDeps): Router {
  const router = Router();
  const { db } = deps;

  const groupJson = (group: BookingGroupRow) => ({
    booking_id: group.booking_id,
    offer_id: group.offer_id,
    attraction_name: group.attraction_name,
    time_slot: { id: String(group.timeslot_id), date_time: iso(group.starts_at) },
    timezone: group.timezone,
    passes: group.passes.split(','),
    amendable_until: iso(amendableUntil(group.starts_at, deps.amendWindowMs)),
    duration_minutes: SLOT_MINUTES,
    sequence: group.sequence,
  });

  router.get('/reservations', requireVisitor(deps), applyScenario('reservations', deps), (_req, res) => {
    res.json(activeGroupsOfOrder(db, visitorOrder(res).id, deps.now()).map(groupJson));
  });

  router.delete('/reservations/groups/:bookingId', requireVisitor(deps), applyScenario('cancel', deps), (req, res) => {
    const bookingId = bookingIdSchema.safeParse(req.params.bookingId);
    const group = bookingId.success ? findActiveGroup(db, bookingId.data, visitorOrder(res).id) : undefined;
    if (!group) return sendError(res, 'NOT_FOUND');
    if (windowElapsed(group.starts_at, deps.now(), deps.amendWindowMs)) return sendError(res, 'WINDOW_ELAPSED');
    db.transaction(() => {
      cancelGroup(db, group.booking_id);
      deps.queueMail('cancelled', group.booking_id, visitorOrder(res), req);
    })();
    res.json({ booking_id: group.booking_id, status: 'cancelled' });
  });

  router.patch('/reservations/groups/:bookingId', requireVisitor(deps), applyScenario('amend', deps), (req, res) => {
    const body = parseBody(amendRequest, req, res);
    if (!body) return;
    if (body.bookingId !== req.params.bookingId) return sendError(res, 'INVALID_REQUEST', 'bookingId differs from the path.');
    const order = visitorOrder(res);
    const group = findActiveGroup(db, body.bookingId, order.id);
    if (!group) return sendError(res, 'NOT_FOUND');
    if (body.offer_id !== group.offer_id) return sendError(res, 'INVALID_REQUEST', 'An amendment keeps the attraction; book the other one instead.');
    const now = deps.now();
    if (windowElapsed(group.starts_at, now, deps.amendWindowMs)) return sendError(res, 'WINDOW_ELAPSED');
    const offer = findOffer(db, group.offer_id, order.city_id);
    if (!offer) return sendError(res, 'NOT_FOUND');
    const groupPasses = new Set(group.passes.split(','));
    const placement = placeInSlot(
      db,
      {
        offer,
        choice: { timeslotId: body.time_slot.id, dateTime: body.time_slot.date_time },
        passes: passesOfOrder(db, order.id).filter((p) => groupPasses.has(p.pass_number)),
        exceptBookingId: group.booking_id,
        now,
      },
      (slot) => {
        moveGroup(db, group.booking_id, slot.id);
        deps.queueMail('amended', group.booking_id, order, req);
      },
    );
    if (!placement.ok) return sendError(res, placement.code, placement.message);
    const moved = findActiveGroup(db, group.booking_id, order.id);
    if (!moved) return sendError(res, 'NOT_FOUND');
    res.json(groupJson(moved));
  });

  return router;
}
