import { fromPromise } from 'xstate';
import { answerOrKept } from '@citypass/shared-ui/platform/kept-calls';
import { api } from '@citypass/shared-ui/api/product-api';
import { fetchOffer } from '../api/offers';
import { bookingMachine } from './booking.machine';
import { offerMachine } from './offer.machine';

/** The booking machine wired to the product API; leaving a step aborts its call. */
export const liveBookingMachine = bookingMachine.provide({
  actors: {
    // Each list the service gives is kept on the device for the order, for use offline.
    loadOffers: fromPromise(({ input, signal }) => answerOrKept('offers', input.order, () => api.offers({}, { signal }))),
    chosenOffer: offerMachine.provide({
      actors: {
        loadOffer: fromPromise(({ input, signal }) => fetchOffer(input.offerId, signal)),
        loadPasses: fromPromise(({ input, signal }) => api.passes({ query: { offer_id: input.offerId } }, { signal })),
        loadAvailability: fromPromise(({ input, signal }) => api.availability({ query: { offer_id: input.offerId, passes: input.passNumbers.join(',') } }, { signal })),
        // Not aborted on purpose: once sent, a booking's outcome must be seen through.
        book: fromPromise(({ input }) => api.booking({ body: input.items })),
      },
    }),
  },
});
