import { formatEntryDate, formatEntryTime } from '@citypass/shared-ui/format/booking-date';
import type { BookingResponseItem } from '../api/booking';

/** The last-made booking (spec section 3), with what the confirmation page needs to name it. */
export interface LastBooking {
  exists: true;
  attractionId: string;
  attractionName: string;
  entryDate: string;
  entryTime: string;
  tickets: number;
}

export const LAST_BOOKING_KEY = 'citypass.lastBooking';

/** Built from the booking answer: every item shares one timeslot, one item per pass. */
export function lastBookingFrom(
  attraction: { id: string; name: string; timezone?: string },
  items: readonly BookingResponseItem[],
): LastBooking | null {
  const first = items[0];
  if (!first) return null;
  const timezone = first.timezone || attraction.timezone;
  return {
    exists: true,
    attractionId: attraction.id,
    attractionName: attraction.name,
    entryDate: formatEntryDate(first.time_slot.date_time, timezone),
    entryTime: formatEntryTime(first.time_slot.date_time, timezone),
    tickets: items.length,
  };
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Session storage is outside our control (another tab, an old version): accept only a complete record. */
export function parseLastBooking(raw: string | null): LastBooking | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { attractionId, attractionName, entryDate, entryTime, tickets } = record;
  if (
    record.exists !== true ||
    !isNonEmptyString(attractionId) ||
    !isNonEmptyString(attractionName) ||
    !isNonEmptyString(entryDate) ||
    !isNonEmptyString(entryTime) ||
    typeof tickets !== 'number' ||
    !Number.isInteger(tickets) ||
    tickets < 1
  ) {
    return null;
  }
  return { exists: true, attractionId, attractionName, entryDate, entryTime, tickets };
}

export function saveLastBooking(booking: LastBooking, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(LAST_BOOKING_KEY, JSON.stringify(booking));
  } catch {
    // Storage may be full or disabled (private mode); the confirmation then shows its fallback.
  }
}

export function readLastBooking(storage: Storage = window.sessionStorage): LastBooking | null {
  try {
    return parseLastBooking(storage.getItem(LAST_BOOKING_KEY));
  } catch {
    return null;
  }
}
