import { SOURCE_LANGUAGE, type PageLanguage } from '@citypass/contracts';
import { formatDisplayDate, formatDisplayTime } from '@citypass/shared-ui/format/date-formats';
import { browserTimeZone } from '@citypass/shared-ui/format/time-zone';

/** The day of an entry as shown on confirmation and in the bookings list, in the attraction's timezone and the visitor's language. */
export function formatEntryDate(iso: string, tz?: string | null, language: PageLanguage = SOURCE_LANGUAGE): string {
  return formatDisplayDate(iso, tz || browserTimeZone(), language);
}

/** The entry time in the attraction's timezone, on the clock of the visitor's language ('h:mm a' in English). */
export function formatEntryTime(iso: string, tz?: string | null, language: PageLanguage = SOURCE_LANGUAGE): string {
  return formatDisplayTime(iso, tz || browserTimeZone(), language);
}
