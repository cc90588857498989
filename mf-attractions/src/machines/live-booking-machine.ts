import { fromPromise } from 'xstate';
import { keepCall, keptCall } from '@citypass/shared-ui/platform/kept-calls';
import { fetchAvailability } from '@citypass/shared-ui/api/availability';
import { createBooking } from '../api/booking';
import { fetchOffer, fetchOffers } from '../api/offers';
import { fetchPasses } from '../api/passes';
import { bookingMachine } from './booking.machine';
import { offerMachine } from './offer.machine';

/** The booking machine wired to the product API; leaving a step aborts its call. */
export const liveBookingMachine = bookingMachine.provide({
  actors: {
    // Each list the service gives is kept on the device for the order, for use offline.
    loadOffers: fromPromise(async ({ input, signal }) => {
      const attractions = await fetchOffers(signal);
      void keepCall('offers', input.order, attractions);
      return attractions;
    }),
    readKeptOffers: fromPromise(({ input }) => keptCall('offers', input.order)),
    chosenOffer: offerMachine.provide({
      actors: {
        loadOffer: fromPromise(({ input, signal }) => fetchOffer(input.offerId, signal)),
        loadPasses: fromPromise(({ input, signal }) => fetchPasses(input.offerId, signal)),
        loadAvailability: fromPromise(({ input, signal }) => fetchAvailability(input.offerId, input.passNumbers, signal)),
        // Not aborted on purpose: once sent, a booking's outcome must be seen through.
        book: fromPromise(({ input }) => createBooking(input.items)),
      },
    }),
  },
});
