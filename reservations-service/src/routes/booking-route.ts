import { dateTimeSchema, MAX_PASSES_PER_BOOKING, offerIdSchema, passNumberSchema } from '@citypass/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { requireVisitor, visitorOrder } from '../auth/require-visitor';
import { insertBooking } from '../bookings';
import type { UpstreamDeps } from '../deps';
import { sendError } from '../error-codes';
import { findOffer } from '../offers';
import { passesOfOrder } from '../orders';
import { SLOT_MINUTES } from '../seed/catalogue';
import { applyScenario } from '../scenario-middleware';
import { parseBody } from './parse';
import { placeInSlot } from './place-booking';
import { iso, timeslotIdSchema } from './schemas';

export const bookingItem = z.object({
  offer_id: offerIdSchema,
  timeslot_details: z.object({ id: timeslotIdSchema, date_time: dateTimeSchema }),
  pass: passNumberSchema,
  extra_data: z.null().optional(),
});

// One item per pass, all for the same offer and timeslot: they become one booking group.
const bookingRequest = z
  .array(bookingItem)
  .min(1)
  .max(MAX_PASSES_PER_BOOKING)
  .refine((items) => new Set(items.map((i) => i.pass)).size === items.length, 'a pass is listed twice')
  .refine(
    (items) => items.every((i) => i.offer_id === items[0]?.offer_id && i.timeslot_details.id === items[0]?.timeslot_details.id),
    'every item must name the same offer and timeslot',
  );

export function bookingRoute(deps: UpstreamDeps): Router {
  const router = Router();
  router.post('/booking', requireVisitor(deps), applyScenario('booking', deps), (req, res) => {
    const items = parseBody(bookingRequest, req, res);
    if (!items) return;
    const [first] = items;
    if (!first) return sendError(res, 'INVALID_REQUEST');
    const order = visitorOrder(res);
    const offer = findOffer(deps.db, first.offer_id, order.city_id);
    if (!offer) return sendError(res, 'NOT_FOUND');
    const owned = new Map(passesOfOrder(deps.db, order.id).map((p) => [p.pass_number, p]));
    const passes = items.map((item) => owned.get(item.pass));
    if (passes.some((p) => p === undefined)) return sendError(res, 'INVALID_REQUEST', 'A pass does not belong to this order.');
    const now = deps.now();
    const placement = placeInSlot(
      deps.db,
      {
        offer,
        choice: { timeslotId: first.timeslot_details.id, dateTime: first.timeslot_details.date_time },
        passes: passes.filter((p) => p !== undefined),
        exceptBookingId: null,
        now,
      },
      (slot) => {
        const bookingId = insertBooking(deps.db, { orderId: order.id, offerId: offer.id, timeslotId: slot.id, passNumbers: items.map((i) => i.pass), now });
        deps.queueMail('booked', bookingId, order, req);
        return bookingId;
      },
    );
    if (!placement.ok) return sendError(res, placement.code, placement.message);
    const timeSlot = { id: String(placement.slot.id), date_time: iso(placement.slot.startsAt) };
    res.status(201).json(
      items.map((item) => ({
        booking_id: placement.written,
        offer_id: offer.id,
        pass: item.pass,
        time_slot: timeSlot,
        timezone: offer.timezone,
        duration_minutes: SLOT_MINUTES,
      })),
    );
  });
  return router;
}
