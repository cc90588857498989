import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { groupAvailability, type AvailabilityEntry, type GroupedAvailability } from '@citypass/shared-ui/src/format/availability';
import { isApiError } from '@citypass/shared-ui/src/api/proxy-client';
import { bookingAmendedNotice, bookingCancelledNotice, isModalErrorCode, type Notice } from '@citypass/shared-ui/src/errors/resolve';
import type { AmendPayload, Reservation, TimeSlot } from '../api/reservations';

/** Booking state of the spec (section 3) plus what cancel and amend need while they run. */
export interface BookingsContext {
  data: Reservation[];
  bookingsExist: boolean;
  fetching: boolean;
  requesting: boolean;
  initialised: boolean;
  /** Why the list could not be read; null once it reads. */
  listError: unknown;
  /** The booking being cancelled or amended. */
  selected: Reservation | null;
  /** The selected booking's offer availability, grouped in the booking's timezone; null when none. */
  availability: GroupedAvailability | null;
  /** The new timeslot asked for by a running amendment. */
  chosenSlot: TimeSlot | null;
  /** The success notice shown once the list has been fetched again. */
  pendingNotice: Notice | null;
}

export type BookingsEvent =
  | { type: 'RETRY' }
  | { type: 'CANCEL'; bookingId: string }
  | { type: 'KEEP' }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'AMEND'; bookingId: string }
  | { type: 'CLOSE_AMEND' }
  | { type: 'RETRY_SLOTS' }
  | { type: 'SUBMIT_AMEND'; timeSlot: TimeSlot };

/** Effects for the page: the machine stays pure and the page shows them. */
export type BookingsEmitted =
  | { type: 'notice'; notice: Notice }
  | { type: 'failure'; error: unknown; passCount: number }
  | { type: 'listFailed'; error: unknown };

export interface AvailabilityInput {
  offerId: string;
  passes: string[];
}

export const initialBookingsContext: BookingsContext = {
  data: [],
  bookingsExist: false,
  fetching: false,
  requesting: false,
  initialised: false,
  listError: null,
  selected: null,
  availability: null,
  chosenSlot: null,
  pendingNotice: null,
};

export function sortByTimeSlot(bookings: Reservation[]): Reservation[] {
  return [...bookings].sort((a, b) => Date.parse(a.time_slot.date_time) - Date.parse(b.time_slot.date_time));
}

export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { errorCode, error_code: bodyCode } = error as { errorCode?: unknown; error_code?: unknown };
  if (typeof errorCode === 'string') return errorCode;
  return typeof bodyCode === 'string' ? bodyCode : undefined;
}

/** Errors that belong to the whole session (sign out, go home) rather than to one booking. */
export function isSessionWide(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

function selectedOf(context: BookingsContext): Reservation {
  if (!context.selected) throw new Error('No booking is selected');
  return context.selected;
}

function chosenSlotOf(context: BookingsContext): TimeSlot {
  if (!context.chosenSlot) throw new Error('No new timeslot is chosen');
  return context.chosenSlot;
}

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
    select: assign({
      selected: ({ context }, params: { bookingId: string }) =>
        context.data.find((booking) => booking.booking_id === params.bookingId) ?? null,
      availability: null,
    }),
    deselect: assign({ selected: null, availability: null, chosenSlot: null }),
    stopRequesting: assign({ requesting: false }),
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
  },
}).createMachine({
  id: 'bookings',
  context: initialBookingsContext,
  initial: 'fetching',
  states: {
    fetching: {
      entry: assign({ fetching: true, initialised: true }),
      invoke: {
        src: 'fetchBookings',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            data: sortByTimeSlot(event.output),
            bookingsExist: event.output.length > 0,
            fetching: false,
            listError: null,
          })),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ fetching: false, listError: ({ event }) => event.error }),
            emit(({ event }) => ({ type: 'listFailed' as const, error: event.error })),
          ],
        },
      },
    },
    failed: {
      on: { RETRY: 'fetching' },
    },
    // After a cancel or amend: the list is fetched again before the success notice shows.
    refreshing: {
      entry: assign({ fetching: true }),
      invoke: {
        src: 'fetchBookings',
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({
              data: sortByTimeSlot(event.output),
              bookingsExist: event.output.length > 0,
              fetching: false,
              requesting: false,
              listError: null,
              selected: null,
              availability: null,
              chosenSlot: null,
            })),
            'emitPendingNotice',
          ],
        },
        onError: {
          // The change itself went through, so its notice still shows.
          target: 'failed',
          actions: [
            assign({
              fetching: false,
              requesting: false,
              selected: null,
              availability: null,
              chosenSlot: null,
              listError: ({ event }) => event.error,
            }),
            'emitPendingNotice',
            emit(({ event }) => ({ type: 'listFailed' as const, error: event.error })),
          ],
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
          entry: assign({ requesting: true }),
          // A running request is not interrupted by picking another booking.
          on: { CANCEL: {}, AMEND: {} },
          invoke: {
            src: 'cancelBooking',
            input: ({ context }) => ({ bookingId: selectedOf(context).booking_id }),
            onDone: {
              target: '#bookings.refreshing',
              actions: assign({ pendingNotice: ({ context }) => bookingCancelledNotice(selectedOf(context).attraction_name) }),
            },
            onError: {
              target: 'idle',
              actions: [
                'stopRequesting',
                { type: 'emitFailure', params: ({ event }) => ({ error: event.error }) },
                'deselect',
              ],
            },
          },
        },
        amend: {
          initial: 'loadingSlots',
          states: {
            loadingSlots: {
              entry: assign({ availability: null }),
              on: { CLOSE_AMEND: { target: '#bookings.ready.idle', actions: 'deselect' } },
              invoke: {
                src: 'fetchAvailability',
                input: ({ context }) => ({ offerId: selectedOf(context).offer_id, passes: selectedOf(context).passes }),
                onDone: [
                  { guard: ({ event }) => event.output.length === 0, target: 'noSlots' },
                  {
                    target: 'choosing',
                    actions: assign({
                      availability: ({ context, event }) => groupAvailability(event.output, selectedOf(context).timezone),
                    }),
                  },
                ],
                // One place per failure: the page reports what the spec puts in its modal (and what ends
                // the session) and the panel closes; the panel shows any other failure itself.
                onError: [
                  {
                    guard: ({ event }) => isModalErrorCode(errorCodeOf(event.error)) || isSessionWide(event.error),
                    target: '#bookings.ready.idle',
                    actions: [{ type: 'emitFailure', params: ({ event }) => ({ error: event.error }) }, 'deselect'],
                  },
                  { target: 'slotsFailed' },
                ],
              },
            },
            noSlots: {
              on: { CLOSE_AMEND: { target: '#bookings.ready.idle', actions: 'deselect' } },
            },
            slotsFailed: {
              on: {
                CLOSE_AMEND: { target: '#bookings.ready.idle', actions: 'deselect' },
                RETRY_SLOTS: 'loadingSlots',
              },
            },
            choosing: {
              on: {
                CLOSE_AMEND: { target: '#bookings.ready.idle', actions: 'deselect' },
                SUBMIT_AMEND: { target: 'submitting', actions: assign({ chosenSlot: ({ event }) => event.timeSlot }) },
              },
            },
            submitting: {
              entry: assign({ requesting: true }),
              on: { CANCEL: {}, AMEND: {} },
              invoke: {
                src: 'amendBooking',
                input: ({ context }) => {
                  const booking = selectedOf(context);
                  return { bookingId: booking.booking_id, offer_id: booking.offer_id, time_slot: chosenSlotOf(context) };
                },
                onDone: {
                  target: '#bookings.refreshing',
                  actions: assign({ pendingNotice: ({ context }) => bookingAmendedNotice(selectedOf(context).attraction_name) }),
                },
                onError: [
                  {
                    // The spec: the slot is gone, so the availability is cleared and read again.
                    guard: ({ event }) => errorCodeOf(event.error) === 'TIMESLOT_UNAVAILABLE',
                    target: 'loadingSlots',
                    actions: [
                      assign({ requesting: false, chosenSlot: null }),
                      { type: 'emitFailure', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                  {
                    target: 'choosing',
                    actions: [
                      assign({ requesting: false, chosenSlot: null }),
                      { type: 'emitFailure', params: ({ event }) => ({ error: event.error }) },
                    ],
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
