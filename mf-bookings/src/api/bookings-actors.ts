import { fromPromise } from 'xstate';
import { api } from '@citypass/shared-ui/api/product-api';
import { keepCall, keptCall } from '@citypass/shared-ui/platform/kept-calls';
import { bookingsMachine } from '../machines/bookings.machine';

/** The bookings machine wired to the product's proxy; each list the service gives is kept on the device for use offline. */
export const liveBookingsMachine = bookingsMachine.provide({
  actors: {
    fetchBookings: fromPromise(async ({ input, signal }) => {
      const bookings = await api.reservations({}, { signal });
      void keepCall('reservations', input.order, bookings);
      return bookings;
    }),
    readKeptBookings: fromPromise(({ input }) => keptCall('reservations', input.order)),
    cancelBooking: fromPromise(({ input }) => api.cancelReservation({ params: { bookingId: input.bookingId } })),
    amendBooking: fromPromise(({ input }) => api.amendReservation({ params: { bookingId: input.bookingId }, body: input })),
    fetchAvailability: fromPromise(({ input, signal }) => api.availability({ query: { offer_id: input.offerId, passes: input.passes.join(',') } }, { signal })),
  },
});
