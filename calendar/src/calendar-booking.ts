import { isInstant, isTimeZone } from '@citypass/contracts';

/** A booking as a calendar holds it: the same for the visitor's download and the service's e-mails. */
export interface CalendarBooking {
  bookingId: string;
  /** The timeslot's start as the service wrote it: ISO 8601 with its offset. */
  startsAt: string;
  /** The attraction's time zone (IANA), in which calendars show the entry. */
  timezone: string;
  /** How long the timeslot lasts; where the service does not say, the spec's 30-minute window. */
  durationMinutes?: number;
  /** How many times the booking changed (amended, cancelled): a calendar keeps the entry whose sequence is highest. */
  sequence?: number;
}

/** The entry's words, in the visitor's language. */
export interface EntryWords {
  title: string;
  description: string;
}

/** One booking's entry: the booking and its words. */
export interface CalendarEntry {
  booking: CalendarBooking;
  words: EntryWords;
}

/** The spec's overlap window: the least time a booking holds its passes. */
export const DEFAULT_DURATION_MINUTES = 30;

/**
 * The entry's identity in every calendar, the same across amendments and on both sides (a file
 * the visitor downloads, an e-mail the service sends), so importing again updates the entry.
 */
export const entryUid = (bookingId: string): string => `booking-${bookingId}@citypass`;

/** A booking whose attraction's time zone no calendar would know: refused rather than shown at a wrong time. */
export class UnknownTimeZoneError extends Error {
  readonly code = 'CALENDAR_TIME_ZONE_UNKNOWN';
  constructor(readonly timezone: string) {
    super(`No calendar entry for a booking in an unknown time zone: ${JSON.stringify(timezone)}`);
  }
}

/** When the entry starts and ends; throws UnknownTimeZoneError for a zone no calendar knows. */
export function entryTimes(booking: CalendarBooking): { start: Date; end: Date } {
  if (!isTimeZone(booking.timezone)) throw new UnknownTimeZoneError(booking.timezone);
  if (!isInstant(booking.startsAt)) throw new RangeError(`Not an instant with its offset: ${JSON.stringify(booking.startsAt)}`);
  const start = new Date(booking.startsAt);
  const minutes = booking.durationMinutes ?? DEFAULT_DURATION_MINUTES;
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
}
