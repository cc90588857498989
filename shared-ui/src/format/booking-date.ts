import { formatInTimeZone } from 'date-fns-tz';
import { DATE_DISPLAY_FORMAT, TIME_DISPLAY_FORMAT, browserTimeZone } from '@citypass/shared-ui/format/date-formats';

/** The day of an entry as shown on confirmation and in the bookings list, in the attraction's timezone. */
export function formatEntryDate(iso: string, tz?: string | null): string {
  return formatInTimeZone(iso, tz || browserTimeZone(), DATE_DISPLAY_FORMAT);
}

/** The entry time ('h:mm a') in the attraction's timezone. */
export function formatEntryTime(iso: string, tz?: string | null): string {
  return formatInTimeZone(iso, tz || browserTimeZone(), TIME_DISPLAY_FORMAT);
}
