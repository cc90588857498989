import { fromPromise } from 'xstate';
import { keepCall, keptCall } from '@citypass/shared-ui/platform/kept-calls';
import { bookingsMachine } from '../machines/bookings.machine';
import { fetchAvailability } from '@citypass/shared-ui/api/availability';
import { amendReservation, cancelReservation, fetchReservations } from './reservations';

/** The bookings machine wired to the product's proxy; each list the service gives is kept on the device for use offline. */
export const liveBookingsMachine = bookingsMachine.provide({
  actors: {
    fetchBookings: fromPromise(async ({ input, signal }) => {
      const bookings = await fetchReservations(signal);
      void keepCall('reservations', input.order, bookings);
      return bookings;
    }),
    readKeptBookings: fromPromise(({ input }) => keptCall('reservations', input.order)),
    cancelBooking: fromPromise(({ input }) => cancelReservation(input.bookingId)),
    amendBooking: fromPromise(({ input }) => amendReservation(input)),
    fetchAvailability: fromPromise(({ input, signal }) => fetchAvailability(input.offerId, input.passes, signal)),
  },
});
