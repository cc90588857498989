import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { entryTimes, entryUid, type CalendarEntry } from './calendar-booking';

/**
 * What the file asks of a calendar (RFC 5546): PUBLISH to import (a download), REQUEST to add or
 * update (the e-mail of a booking or an amendment), CANCEL to remove (the e-mail of a cancellation).
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

const METHODS = { PUBLISH: ICalCalendarMethod.PUBLISH, REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL } as const;

export interface CalendarFileOptions {
  entries: readonly CalendarEntry[];
  method: CalendarMethod;
  /** Where the visitor sees and changes their bookings. */
  link: string;
  /** Who sends a REQUEST or a CANCEL, and to whom: the scheduling methods name both. */
  organizer?: { name: string; email: string };
  attendee?: string;
  /** The time the file is made (DTSTAMP). */
  now?: Date;
}

/**
 * The bookings as one iCalendar file (RFC 5545), times in UTC, which every calendar shows right
 * in any zone. Throws UnknownTimeZoneError before writing anything for a booking in an unknown zone.
 */
export function calendarFile({ entries, method, link, organizer, attendee, now = new Date() }: CalendarFileOptions): string {
  const timed = entries.map((entry) => ({ ...entry, ...entryTimes(entry.booking) }));
  const calendar = ical({ prodId: { company: 'City Pass', product: 'Bookings' }, method: METHODS[method] });
  for (const { booking, words, start, end } of timed) {
    calendar.createEvent({
      id: entryUid(booking.bookingId),
      sequence: booking.sequence ?? 0,
      stamp: now,
      start,
      end,
      summary: words.title,
      description: words.description,
      url: link,
      status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer,
      attendees: attendee ? [{ email: attendee }] : [],
    });
  }
  return calendar.toString();
}
