import type { BookingGroupRow } from '../bookings';
import { SLOT_MINUTES } from '../seed/catalogue';

/** What an e-mail says of a booking, as it stood when the change was made: kept with the message, so a later change cannot alter it. */
export interface BookingSnapshot {
  bookingId: string;
  attraction: string;
  /** The timeslot's start, ISO 8601. */
  startsAt: string;
  timezone: string;
  durationMinutes: number;
  passes: string[];
  sequence: number;
}

export function snapshotOf(group: BookingGroupRow): BookingSnapshot {
  return {
    bookingId: group.booking_id,
    attraction: group.attraction_name,
    startsAt: new Date(group.starts_at).toISOString(),
    timezone: group.timezone,
    durationMinutes: SLOT_MINUTES,
    passes: group.passes.split(','),
    sequence: group.sequence,
  };
}
