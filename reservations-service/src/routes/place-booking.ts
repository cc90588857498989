import { heldReservations, slotFacts } from '../bookings';
import type { Db } from '../db/open-database';
import type { ErrorCode } from '../error-codes';
import type { OfferRow } from '../offers';
import type { Pass } from '../orders';
import { bookingRefusal, type SlotFacts } from '../rules/booking-rules';

interface SlotChoice {
  timeslotId: number;
  dateTime: string;
}

type Placement<T> = { ok: true; slot: SlotFacts; written: T } | { ok: false; code: ErrorCode; message?: string };

/**
 * Checks every rule against the current state and lets `write` store the result, all in one
 * immediate transaction, so two requests can never both take the last places of a timeslot.
 */
export function placeInSlot<T>(
  db: Db,
  input: { offer: OfferRow; choice: SlotChoice; passes: readonly Pass[]; exceptBookingId: string | null; now: number },
  write: (slot: SlotFacts) => T,
): Placement<T> {
  const attempt = db.transaction((): Placement<T> => {
    const slot = slotFacts(db, input.choice.timeslotId, input.exceptBookingId);
    if (!slot || slot.offerId !== input.offer.id) return { ok: false, code: 'INVALID_REQUEST', message: 'No such timeslot for this offer.' };
    if (Date.parse(input.choice.dateTime) !== slot.startsAt) {
      return { ok: false, code: 'INVALID_REQUEST', message: 'The date_time does not match the timeslot.' };
    }
    const refusal = bookingRefusal({
      slot,
      passes: input.passes.map((p) => ({ passNumber: p.pass_number, validFrom: p.valid_from, validUntil: p.valid_until, scanned: p.scanned === 1 })),
      offerRequiresScan: input.offer.requires_scan === 1,
      held: heldReservations(db, input.passes.map((p) => p.pass_number), input.exceptBookingId),
      now: input.now,
    });
    if (refusal) return { ok: false, code: refusal };
    return { ok: true, slot, written: write(slot) };
  });
  return attempt.immediate();
}
