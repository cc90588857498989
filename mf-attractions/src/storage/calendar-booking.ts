import type { BookingForCalendar } from '@citypass/shared-ui/components/AddToCalendar/AddToCalendar';
import type { StoredLastBooking } from './last-booking';

/** The confirmed booking as its calendar entry takes it; none for one stored without what the entry needs. */
export function calendarBookingOf(booking: StoredLastBooking): BookingForCalendar | null {
  if (!('entryDateTime' in booking) || !booking.calendar) return null;
  const { bookingId, passes, durationMinutes } = booking.calendar;
  return { booking: { bookingId, startsAt: booking.entryDateTime, timezone: booking.timezone, durationMinutes }, attraction: booking.attractionName, passes };
}
