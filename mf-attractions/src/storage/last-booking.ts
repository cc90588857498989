import { isInstant, isTimeZone } from '@citypass/contracts';
import { browserTimeZone } from '@citypass/shared-ui/format/time-zone';
import type { BookingResponseItem } from '../api/booking';

/**
 * The last-made booking (spec section 3), with what the confirmation page needs to name it. Its entry
 * is kept as values, the instant and the attraction's time zone: the page says them in its language.
 */
export interface LastBooking {
  exists: true;
  attractionId: string;
  attractionName: string;
  /** The booked timeslot's date_time, as the service answered. */
  entryDateTime: string;
  /** The attraction's time zone, in which the entry's day and time are read. */
  timezone: string;
  tickets: number;
  /** What its calendar entry needs; absent from a booking stored by a release before calendars. */
  calendar?: { bookingId: string; passes: string[]; durationMinutes?: number };
}

/** As a release before languages stored it: the entry's day and time already in English words. */
export type WordedLastBooking = Omit<LastBooking, 'entryDateTime' | 'timezone'> & { entryDate: string; entryTime: string };

/** What the confirmation page may find in storage. */
export type StoredLastBooking = LastBooking | WordedLastBooking;

export const LAST_BOOKING_KEY = 'citypass.lastBooking';

/** Built from the booking answer: every item shares one timeslot, one item per pass. */
export function lastBookingFrom(
  attraction: { id: string; name: string; timezone?: string },
  items: readonly BookingResponseItem[],
): LastBooking | null {
  const first = items[0];
  if (!first) return null;
  return {
    exists: true,
    attractionId: attraction.id,
    attractionName: attraction.name,
    entryDateTime: first.time_slot.date_time,
    timezone: first.timezone || attraction.timezone || browserTimeZone(),
    tickets: items.length,
    calendar: {
      bookingId: first.booking_id,
      passes: items.map((item) => item.pass),
      ...(first.duration_minutes === undefined ? {} : { durationMinutes: first.duration_minutes }),
    },
  };
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** The calendar part of a stored booking, whole or not at all. */
function parseCalendar(value: unknown): LastBooking['calendar'] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { bookingId, passes, durationMinutes } = value as Record<string, unknown>;
  if (!isNonEmptyString(bookingId) || !Array.isArray(passes) || passes.length === 0 || !passes.every(isNonEmptyString)) return null;
  if (durationMinutes === undefined) return { bookingId, passes };
  return typeof durationMinutes === 'number' && durationMinutes > 0 ? { bookingId, passes, durationMinutes } : null;
}

/**
 * Session storage is outside our control (another tab, an old version): accept only a complete record.
 * One stored before languages holds words, not values: it is kept as it is, to be shown as stored.
 */
export function parseLastBooking(raw: string | null): StoredLastBooking | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { attractionId, attractionName, tickets, entryDateTime, timezone, entryDate, entryTime } = record;
  if (
    record.exists !== true ||
    !isNonEmptyString(attractionId) ||
    !isNonEmptyString(attractionName) ||
    typeof tickets !== 'number' ||
    !Number.isInteger(tickets) ||
    tickets < 1
  ) {
    return null;
  }
  const booking = { exists: true as const, attractionId, attractionName, tickets };
  if (isInstant(entryDateTime) && isTimeZone(timezone)) {
    const calendar = parseCalendar(record.calendar);
    return calendar ? { ...booking, entryDateTime, timezone, calendar } : { ...booking, entryDateTime, timezone };
  }
  if (isNonEmptyString(entryDate) && isNonEmptyString(entryTime)) return { ...booking, entryDate, entryTime };
  return null;
}

export function saveLastBooking(booking: LastBooking, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(LAST_BOOKING_KEY, JSON.stringify(booking));
  } catch {
    // Storage may be full or disabled (private mode); the confirmation then shows its fallback.
  }
}

export function readLastBooking(storage: Storage = window.sessionStorage): StoredLastBooking | null {
  try {
    return parseLastBooking(storage.getItem(LAST_BOOKING_KEY));
  } catch {
    return null;
  }
}
