import { failureCodeOf } from './booking-reports';
import { bookingRequestOf, offerContextFor } from './offer-context';
import { offerSetup } from './offer-setup';

/** The chosen offer, from loading it to its booking; the booking machine runs one per offer opened. */
export const offerMachine = offerSetup.createMachine({
  id: 'offer',
  context: ({ input }) => offerContextFor(input),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadOffer',
        input: ({ context }) => ({ offerId: context.offerId }),
        onDone: {
          target: 'loadingPasses',
          actions: [
            { type: 'storeAttraction', params: ({ event }) => ({ attraction: event.output }) },
            { type: 'trackOffer', params: { name: 'attraction_viewed' } },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeAttractionError', params: ({ event }) => ({ error: event.error }) },
            { type: 'trackOffer', params: ({ event }) => ({ name: 'attraction_failed', details: { error_code: failureCodeOf(event.error) } }) },
          ],
        },
      },
    },
    failed: {},
    loadingPasses: {
      invoke: {
        src: 'loadPasses',
        input: ({ context }) => ({ offerId: context.offerId }),
        onDone: [
          {
            // No pass usage back means the session's order is out of step with the server.
            guard: { type: 'isEmpty', params: ({ event }) => ({ items: event.output }) },
            target: 'refreshRequired',
            actions: ['requireRefresh', { type: 'trackOffer', params: { name: 'passes_refresh_required', details: { error_code: 'REFRESH_REQUIRED' } } }],
          },
          { target: 'choosing', actions: { type: 'storePasses', params: ({ event }) => ({ passes: event.output }) } },
        ],
        onError: {
          target: 'refreshRequired',
          actions: [
            'requireRefresh',
            { type: 'reportFailure', params: ({ event }) => ({ step: 'passes', error: event.error }) },
            { type: 'trackOffer', params: ({ event }) => ({ name: 'passes_failed', details: { error_code: failureCodeOf(event.error) } }) },
          ],
        },
      },
    },
    refreshRequired: {},
    choosing: {
      initial: 'passes',
      on: {
        TOGGLE_PASS: [
          {
            guard: { type: 'selectionRemains', params: ({ event }) => ({ passNumber: event.passNumber }) },
            target: '.availabilityLoading',
            reenter: true,
            actions: [{ type: 'togglePass', params: ({ event }) => ({ passNumber: event.passNumber }) }, 'clearAvailability'],
          },
          { target: '.passes', actions: ['clearPasses', 'clearAvailability'] },
        ],
      },
      states: {
        passes: {},
        availabilityLoading: {
          entry: 'clearBookingError',
          invoke: {
            src: 'loadAvailability',
            input: ({ context }) => ({ offerId: context.offerId, passNumbers: context.selectedPasses }),
            onDone: [
              {
                guard: { type: 'isEmpty', params: ({ event }) => ({ items: event.output }) },
                target: 'noAvailability',
                actions: [
                  'noteNoAvailability',
                  { type: 'trackPasses', params: ({ context }) => ({ name: 'availability_empty', details: { error_code: context.notice } }) },
                ],
              },
              {
                target: 'timeslot',
                actions: [
                  { type: 'storeAvailability', params: ({ event }) => ({ entries: event.output }) },
                  { type: 'trackPasses', params: ({ event }) => ({ name: 'availability_loaded', details: { timeslots: event.output.length } }) },
                ],
              },
            ],
            // One place per failure: the page reports what the spec puts in its modal (and what ends
            // the session); the panel shows any other failure itself.
            onError: [
              {
                guard: { type: 'isReportedByPage', params: ({ event }) => ({ error: event.error }) },
                target: 'availabilityRefused',
                actions: [
                  { type: 'reportFailure', params: ({ event }) => ({ step: 'availability', error: event.error }) },
                  { type: 'trackPasses', params: ({ event }) => ({ name: 'availability_failed', details: { error_code: failureCodeOf(event.error) } }) },
                ],
              },
              {
                target: 'availabilityFailed',
                actions: { type: 'trackPasses', params: ({ event }) => ({ name: 'availability_failed', details: { error_code: failureCodeOf(event.error) } }) },
              },
            ],
          },
        },
        noAvailability: {},
        availabilityRefused: {},
        availabilityFailed: {},
        timeslot: {
          on: {
            SELECT_TIMESLOT: [
              {
                guard: { type: 'timeChosen', params: ({ event }) => ({ selection: event.selection }) },
                target: 'ready',
                actions: { type: 'select', params: ({ event }) => ({ selection: event.selection }) },
              },
              { actions: { type: 'select', params: ({ event }) => ({ selection: event.selection }) } },
            ],
          },
        },
        ready: {
          on: {
            SELECT_TIMESLOT: [
              {
                guard: { type: 'timeChosen', params: ({ event }) => ({ selection: event.selection }) },
                actions: { type: 'select', params: ({ event }) => ({ selection: event.selection }) },
              },
              { target: 'timeslot', actions: { type: 'select', params: ({ event }) => ({ selection: event.selection }) } },
            ],
            BOOK: { target: '#offer.requesting', actions: { type: 'trackPasses', params: { name: 'booking_requested' } } },
          },
        },
      },
    },
    requesting: {
      entry: 'clearBookingError',
      invoke: {
        src: 'book',
        input: ({ context }) => bookingRequestOf(context),
        onDone: [
          {
            guard: { type: 'isBooked', params: ({ event }) => ({ items: event.output }) },
            target: 'confirmed',
            actions: [
              { type: 'storeBooking', params: ({ event }) => ({ items: event.output }) },
              { type: 'trackOffer', params: ({ context }) => ({ name: 'booking_succeeded', details: { tickets: context.lastBooking?.tickets ?? 0 } }) },
              'announceBooking',
            ],
          },
          {
            // A success without items would leave nothing to confirm: treat it as a failure.
            target: 'choosing.ready',
            actions: [
              { type: 'storeBookingError', params: { code: 'SOMETHING_WRONG' } },
              { type: 'reportFailure', params: { step: 'booking', error: null } },
              { type: 'trackPasses', params: { name: 'booking_failed', details: { error_code: 'SOMETHING_WRONG' } } },
            ],
          },
        ],
        onError: [
          {
            // The slot filled up meanwhile: the modal explains, and fresh availability replaces the stale one.
            guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'choosing.availabilityLoading',
            actions: [
              'clearAvailability',
              { type: 'reportFailure', params: ({ event }) => ({ step: 'booking', error: event.error }) },
              { type: 'trackPasses', params: { name: 'booking_failed', details: { error_code: 'TIMESLOT_UNAVAILABLE' } } },
            ],
          },
          {
            target: 'choosing.ready',
            actions: [
              { type: 'storeBookingError', params: ({ event }) => ({ code: failureCodeOf(event.error) }) },
              { type: 'reportFailure', params: ({ event }) => ({ step: 'booking', error: event.error }) },
              { type: 'trackPasses', params: ({ event }) => ({ name: 'booking_failed', details: { error_code: failureCodeOf(event.error) } }) },
            ],
          },
        ],
      },
    },
    confirmed: {},
  },
});
