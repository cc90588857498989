import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { AvailabilityEntry } from '@citypass/shared-ui/format/availability';
import { errorCodeOf, isSessionWide } from '@citypass/shared-ui/errors/error-facts';
import { bookingAmendedNotice, bookingCancelledNotice, isModalErrorCode, type Notice } from '@citypass/shared-ui/errors/resolve';
import type { AmendPayload, Reservation, TimeSlot } from '../api/reservations';
import {
  chosenSlotOf,
  initialBookingsContext,
  selectedOf,
  sortByTimeSlot,
  type AvailabilityInput,
  type BookingsContext,
  type BookingsEmitted,
  type BookingsEvent,
} from './bookings-context';

const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor must be provided`));

export const bookingsMachine = setup({
  types: {
    context: {} as BookingsContext,
    events: {} as BookingsEvent,
    emitted: {} as BookingsEmitted,
  },
  actors: {
    fetchBookings: fromPromise<Reservation[]>(notProvided('fetchBookings')),
    cancelBooking: fromPromise<unknown, { bookingId: string }>(notProvided('cancelBooking')),
    amendBooking: fromPromise<unknown, AmendPayload>(notProvided('amendBooking')),
    fetchAvailability: fromPromise<AvailabilityEntry[], AvailabilityInput>(notProvided('fetchAvailability')),
  },
  actions: {
    storeList: assign((_, params: { bookings: Reservation[] }) => ({ data: sortByTimeSlot(params.bookings), listError: null })),
    storeListError: assign({ listError: (_, params: { error: unknown }) => params.error }),
    select: assign({
      selected: ({ context }, params: { bookingId: string }) =>
        context.data.find((booking) => booking.booking_id === params.bookingId) ?? null,
      availability: null,
    }),
    deselect: assign({ selected: null, availability: null, chosenSlot: null }),
    clearAvailability: assign({ availability: null }),
    storeAvailability: assign({ availability: (_, params: { entries: AvailabilityEntry[] }) => params.entries }),
    chooseSlot: assign({ chosenSlot: (_, params: { timeSlot: TimeSlot }) => params.timeSlot }),
    dropChosenSlot: assign({ chosenSlot: null }),
    holdNotice: assign({ pendingNotice: (_, params: { notice: Notice }) => params.notice }),
    emitFailure: emit(({ context }, params: { error: unknown }) => ({
      type: 'failure' as const,
      error: params.error,
      passCount: context.selected?.passes.length ?? 0,
    })),
    emitPendingNotice: enqueueActions(({ context, enqueue }) => {
      if (context.pendingNotice) enqueue.emit({ type: 'notice', notice: context.pendingNotice });
      enqueue.assign({ pendingNotice: null });
    }),
  },
  guards: {
    isKnownBooking: ({ context }, params: { bookingId: string }) =>
      context.data.some((booking) => booking.booking_id === params.bookingId),
    isEmpty: (_, params: { items: readonly unknown[] }) => params.items.length === 0,
    // The page reports what the spec puts in its modal, and what ends the session.
    isForThePage: (_, params: { error: unknown }) => isModalErrorCode(errorCodeOf(params.error)) || isSessionWide(params.error),
    isSlotTaken: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'TIMESLOT_UNAVAILABLE',
  },
}).createMachine({
  id: 'bookings',
  context: initialBookingsContext,
  initial: 'fetching',
  states: {
    fetching: {
      invoke: {
        src: 'fetchBookings',
        onDone: { target: 'ready', actions: { type: 'storeList', params: ({ event }) => ({ bookings: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeListError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: 'fetching' },
    },
    // After a cancel or amend: the list is fetched again before the success notice shows.
    refreshing: {
      invoke: {
        src: 'fetchBookings',
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeList', params: ({ event }) => ({ bookings: event.output }) }, 'deselect', 'emitPendingNotice'],
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
