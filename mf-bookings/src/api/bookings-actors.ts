import { fromPromise } from 'xstate';
import { api } from '@citypass/shared-ui/api/product-api';
import { answerOrKept, askAndKeep } from '@citypass/shared-ui/platform/kept-calls';
import { bookingsMachine } from '../machines/bookings.machine';

/** The bookings machine wired to the product's proxy; each list the service gives is kept on the device for use offline. */
export const liveBookingsMachine = bookingsMachine.provide({
  actors: {
    loadBookings: fromPromise(({ input, signal }) => answerOrKept('reservations', input.order, () => api.reservations({}, { signal }))),
    fetchBookings: fromPromise(({ input, signal }) => askAndKeep('reservations', input.order, () => api.reservations({}, { signal }))),
    cancelBooking: fromPromise(({ input }) => api.cancelReservation({ params: { bookingId: input.bookingId } })),
    amendBooking: fromPromise(({ input }) => api.amendReservation({ params: { bookingId: input.bookingId }, body: input })),
    fetchAvailability: fromPromise(({ input, signal }) => api.availability({ query: { offer_id: input.offerId, passes: input.passes.join(',') } }, { signal })),
  },
});
