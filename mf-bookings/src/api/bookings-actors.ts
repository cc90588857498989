import { fromPromise } from 'xstate';
import { bookingsMachine } from '../machines/bookings.machine';
import { fetchAvailability } from './availability';
import { amendReservation, cancelReservation, fetchReservations } from './reservations';

/** The bookings machine wired to the product's proxy. */
export const liveBookingsMachine = bookingsMachine.provide({
  actors: {
    fetchBookings: fromPromise(({ signal }) => fetchReservations(signal)),
    cancelBooking: fromPromise(({ input }) => cancelReservation(input.bookingId)),
    amendBooking: fromPromise(({ input }) => amendReservation(input)),
    fetchAvailability: fromPromise(({ input, signal }) => fetchAvailability(input.offerId, input.passes, signal)),
  },
});
