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

// The snapshot as SQLite writes it, from the booking's row and what it joins (GROUP_TABLES), in the
// statement that queues the message, whatever the booking's status (a cancelled one's e-mail still
// names it): no read of the booking into the request and back.
export const SNAPSHOT_SQL = `json_object(
  'bookingId', b.id,
  'attraction', o.name,
  'startsAt', strftime('%Y-%m-%dT%H:%M:%fZ', t.starts_at / 1000.0, 'unixepoch'),
  'timezone', c.timezone,
  'durationMinutes', ${SLOT_MINUTES},
  'passes', (SELECT json_group_array(pass_number) FROM (SELECT pass_number FROM reservations WHERE booking_id = b.id ORDER BY pass_number)),
  'sequence', b.sequence)`;

