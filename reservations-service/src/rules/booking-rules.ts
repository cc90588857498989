import type { ErrorCode } from '../error-codes';

const OVERLAP_WINDOW_MS = 30 * 60 * 1000;

export interface SlotFacts {
  id: number;
  offerId: string;
  startsAt: number;
  /** yyyy-MM-dd in the attraction's timezone. */
  localDate: string;
  capacity: number;
  /** Passes already booked into this slot, not counting the booking being amended. */
  booked: number;
}

interface PassFacts {
  passNumber: string;
  validFrom: number;
  validUntil: number;
  scanned: boolean;
}

/** An active reservation a pass already holds (the booking being amended left out). */
export interface HeldReservation {
  passNumber: string;
  offerId: string;
  timeslotId: number;
  startsAt: number;
  localDate: string;
}

export interface BookingAttempt {
  slot: SlotFacts;
  passes: readonly PassFacts[];
  offerRequiresScan: boolean;
  held: readonly HeldReservation[];
  now: number;
}

/** Why these passes may not be booked into this slot, or null when they may. First failing rule wins. */
export function bookingRefusal({ slot, passes, offerRequiresScan, held, now }: BookingAttempt): ErrorCode | null {
  if (slot.startsAt <= now) return 'TIMESLOT_UNAVAILABLE';
  if (passes.some((p) => slot.startsAt < p.validFrom || slot.startsAt > p.validUntil)) return 'RESERVATION_OUTSIDE_PASS_DURATION';
  if (offerRequiresScan && passes.some((p) => !p.scanned)) return 'AV-004';
  if (held.some((r) => r.timeslotId === slot.id)) return 'BOOKING-014';
  if (held.some((r) => r.offerId === slot.offerId && r.localDate === slot.localDate)) return 'BOOKING-017';
  if (held.some((r) => Math.abs(r.startsAt - slot.startsAt) < OVERLAP_WINDOW_MS)) return 'OVERLAPPING_RESERVATION';
  if (slot.booked + passes.length > slot.capacity) return 'TIMESLOT_UNAVAILABLE';
  return null;
}

/** Cancel and amend close a fixed window before the booked timeslot starts. */
export function windowElapsed(startsAt: number, now: number, windowMs: number): boolean {
  return startsAt - now < windowMs;
}

export function amendableUntil(startsAt: number, windowMs: number): number {
  return startsAt - windowMs;
}
