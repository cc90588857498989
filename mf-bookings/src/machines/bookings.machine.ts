import { bookingAmendedNotice, bookingCancelledNotice } from '@citypass/shared-ui/errors/resolve';
import { bookingsSetup } from './bookings-setup';
import { chosenSlotOf, initialBookingsContext, selectedOf } from './bookings-context';

export const bookingsMachine = bookingsSetup.createMachine({
  id: 'bookings',
  context: ({ input }) => initialBookingsContext(input),
  initial: 'fetching',
  states: {
    fetching: {
      invoke: {
        src: 'loadBookings',
        input: ({ context }) => ({ order: context.order }),
        onDone: [
          // Without a network: the list as the service last gave it to this order, if the device kept it.
          { guard: { type: 'isKept', params: ({ event }) => ({ answer: event.output }) }, target: 'offline', actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'ready', actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeListError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: 'fetching', ONLINE: 'fetching' },
    },
    // The kept list, read only: a change needs the service. The network's return fetches it again.
    offline: {
      on: { RETRY: 'fetching', ONLINE: 'fetching' },
    },
    // After a cancel or amend: the list is fetched again before the success notice shows.
    refreshing: {
      invoke: {
        src: 'fetchBookings',
        input: ({ context }) => ({ order: context.order }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeAnswer', params: ({ event }) => ({ answer: { value: event.output, keptAt: null } }) }, 'deselect', 'emitPendingNotice'],
        },
        onError: {
          // The change itself went through, so its notice still shows.
          target: 'failed',
          actions: ['deselect', { type: 'storeListError', params: ({ event }) => ({ error: event.error }) }, 'emitPendingNotice'],
        },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        CANCEL: {
          guard: { type: 'isKnownBooking', params: ({ event }) => ({ bookingId: event.bookingId }) },
          target: '.confirmingCancel',
          actions: { type: 'select', params: ({ event }) => ({ bookingId: event.bookingId }) },
        },
        AMEND: {
          guard: { type: 'isKnownBooking', params: ({ event }) => ({ bookingId: event.bookingId }) },
          target: '.amend',
          actions: { type: 'select', params: ({ event }) => ({ bookingId: event.bookingId }) },
        },
      },
      states: {
        idle: {},
        confirmingCancel: {
          on: {
            KEEP: { target: 'idle', actions: 'deselect' },
            CONFIRM_CANCEL: 'cancelling',
          },
        },
        cancelling: {
          // A running request is not interrupted by picking another booking.
          on: { CANCEL: {}, AMEND: {} },
          invoke: {
            src: 'cancelBooking',
            input: ({ context }) => ({ bookingId: selectedOf(context).booking_id }),
            onDone: {
              target: '#bookings.refreshing',
              actions: { type: 'holdNotice', params: ({ context }) => ({ notice: bookingCancelledNotice(selectedOf(context).attraction_name) }) },
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'emitFailure', params: ({ event }) => ({ error: event.error }) }, 'deselect'],
            },
          },
        },
        amend: {
          initial: 'loadingSlots',
          // A running amendment is seen through: submitting ignores CLOSE_AMEND.
          on: { CLOSE_AMEND: { target: '#bookings.ready.idle', actions: 'deselect' } },
          states: {
            loadingSlots: {
              entry: 'clearAvailability',
              invoke: {
                src: 'fetchAvailability',
                input: ({ context }) => ({ offerId: selectedOf(context).offer_id, passes: selectedOf(context).passes }),
                onDone: [
                  { guard: { type: 'isEmpty', params: ({ event }) => ({ items: event.output }) }, target: 'noSlots' },
                  { target: 'choosing', actions: { type: 'storeAvailability', params: ({ event }) => ({ entries: event.output }) } },
                ],
                // One place per failure: a failure for the page closes the panel; the panel shows any other.
                onError: [
                  {
                    guard: { type: 'isForThePage', params: ({ event }) => ({ error: event.error }) },
                    target: '#bookings.ready.idle',
                    actions: [{ type: 'emitFailure', params: ({ event }) => ({ error: event.error }) }, 'deselect'],
                  },
                  { target: 'slotsFailed' },
                ],
              },
            },
            noSlots: {},
            slotsFailed: {
              on: { RETRY_SLOTS: 'loadingSlots' },
            },
            choosing: {
              on: {
                SUBMIT_AMEND: { target: 'submitting', actions: { type: 'chooseSlot', params: ({ event }) => ({ timeSlot: event.timeSlot }) } },
              },
            },
            submitting: {
              on: { CANCEL: {}, AMEND: {}, CLOSE_AMEND: {} },
              invoke: {
                src: 'amendBooking',
                input: ({ context }) => {
                  const booking = selectedOf(context);
                  return { bookingId: booking.booking_id, offer_id: booking.offer_id, time_slot: chosenSlotOf(context) };
                },
                onDone: {
                  target: '#bookings.refreshing',
                  actions: { type: 'holdNotice', params: ({ context }) => ({ notice: bookingAmendedNotice(selectedOf(context).attraction_name) }) },
                },
                onError: [
                  {
                    // The spec: the slot is gone, so the availability is cleared and read again.
                    guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
                    target: 'loadingSlots',
                    actions: ['dropChosenSlot', { type: 'emitFailure', params: ({ event }) => ({ error: event.error }) }],
                  },
                  {
                    target: 'choosing',
                    actions: ['dropChosenSlot', { type: 'emitFailure', params: ({ event }) => ({ error: event.error }) }],
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
