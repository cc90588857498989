import type { BookingForCalendar } from '@citypass/shared-ui/components/AddToCalendar/AddToCalendar';
import type { Reservation } from '../api/reservations';

/** A booking of the list as its calendar entry takes it. */
export function calendarBookingOf(booking: Reservation): BookingForCalendar {
  return {
    booking: {
      bookingId: booking.booking_id,
      startsAt: booking.time_slot.date_time,
      timezone: booking.timezone,
      durationMinutes: booking.duration_minutes,
      sequence: booking.sequence,
    },
    attraction: booking.attraction_name,
    passes: booking.passes,
  };
}
