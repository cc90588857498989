import type { CalendarEntry } from '@citypass/calendar/calendar-booking';
import { bookingsLink } from '@citypass/shared-ui/components/AddToCalendar/calendar-entries';

/**
 * Saves the entries as one `.ics` file. The iCalendar code loads now, when the visitor asks: it is
 * no part of any page's first load. Throws UnknownTimeZoneError, saving nothing, for a booking in
 * an unknown zone.
 */
export async function downloadCalendarFile(entries: readonly CalendarEntry[], fileName: string): Promise<void> {
  const { calendarFile } = await import(/* webpackChunkName: "calendar" */ '@citypass/calendar/calendar-file');
  const text = calendarFile({ entries, method: 'PUBLISH', link: bookingsLink() });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Released once the browser has taken the file the click started.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
