import type { Reservation } from '../api/reservations';

/** Cancel and amend close this many hours before the booked timeslot starts: the reservations service's rule. */
export const CHANGE_WINDOW_HOURS = 24;
export const CHANGE_WINDOW_MS = CHANGE_WINDOW_HOURS * 60 * 60 * 1000;

export type WindowFacts = Pick<Reservation, 'time_slot' | 'amendable_until'>;

/** When cancel and amend close (ms since the epoch): as the service states it, else by the rule. */
export function changeWindowEnd({ time_slot, amendable_until }: WindowFacts): number {
  const stated = amendable_until === undefined ? Number.NaN : Date.parse(amendable_until);
  return Number.isNaN(stated) ? Date.parse(time_slot.date_time) - CHANGE_WINDOW_MS : stated;
}

/**
 * Whether the booking can still be amended or cancelled at this moment. The service refuses only once
 * less than the window remains, so its last moment still counts; the service decides in the end
 * (WINDOW_ELAPSED), since this clock may disagree with it.
 */
export function isChangeable(booking: WindowFacts, now: number): boolean {
  return now <= changeWindowEnd(booking);
}

/** The moment the next still-open window closes, or null when none is open. */
export function nextWindowClose(bookings: readonly WindowFacts[], now: number): number | null {
  const open = bookings.map(changeWindowEnd).filter((end) => end >= now);
  return open.length > 0 ? Math.min(...open) : null;
}
