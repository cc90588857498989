import { ROUTES } from '@citypass/contracts';
import type { CalendarBooking, CalendarEntry } from '@citypass/calendar/calendar-booking';
import { formatPassNumber } from '@citypass/shared-ui/format/pass-number';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';

/** A booking as the pages show it, for its calendar entry. */
export interface BookingForCalendar {
  booking: CalendarBooking;
  attraction: string;
  passes: readonly string[];
}

/** Where every entry links back to: the visitor's bookings, on this deployment. */
export const bookingsLink = (): string => new URL(ROUTES.bookings, window.location.origin).href;

/** The entries' words in the page's language. */
export function useCalendarEntries(bookings: readonly BookingForCalendar[]): CalendarEntry[] {
  const t = sharedTexts.useT();
  const link = bookingsLink();
  return bookings.map(({ booking, attraction, passes }) => ({
    booking,
    words: {
      title: t('calendar.event.title', { attraction, count: passes.length }),
      description: t('calendar.event.description', { count: passes.length, passes: passes.map(formatPassNumber).join(', '), link }),
    },
  }));
}
