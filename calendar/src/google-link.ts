import { entryTimes, type CalendarEntry } from './calendar-booking';

// Google Calendar's "add event" page; it takes the entry in its address.
const GOOGLE_CALENDAR = 'https://calendar.google.com/calendar/render';

const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A link that opens Google Calendar with the booking's entry filled in, shown in the attraction's zone. */
export function googleCalendarLink({ booking, words }: CalendarEntry): string {
  const { start, end } = entryTimes(booking);
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: words.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: words.description,
    ctz: booking.timezone,
  });
  return `${GOOGLE_CALENDAR}?${query}`;
}
