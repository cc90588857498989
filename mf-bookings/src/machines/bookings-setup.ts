import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { AvailabilityEntry } from '@citypass/shared-ui/format/availability';
import { errorCodeOf, isSessionWide } from '@citypass/shared-ui/errors/error-facts';
import type { CallAnswer } from '@citypass/shared-ui/platform/kept-calls';
import { isModalErrorCode, type Notice } from '@citypass/shared-ui/errors/resolve';
import type { AmendPayload, Reservation, TimeSlot } from '../api/reservations';
import {
  sortByTimeSlot,
  type AvailabilityInput,
  type BookingsContext,
  type BookingsEmitted,
  type BookingsEvent,
  type BookingsInput,
} from './bookings-context';

const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor must be provided`));

/** What the bookings machine can do: its actors (provided by the page, or by tests), actions and guards; bookings.machine.ts says when. */
export const bookingsSetup = setup({
  types: {
    context: {} as BookingsContext,
    events: {} as BookingsEvent,
    emitted: {} as BookingsEmitted,
    input: {} as BookingsInput,
  },
  actors: {
    // The service's list, or without a network the one the device kept for the order.
    loadBookings: fromPromise<CallAnswer<'reservations'>, BookingsInput>(notProvided('loadBookings')),
    // The service's list alone: after a change, an older list would show the change undone.
    fetchBookings: fromPromise<Reservation[], BookingsInput>(notProvided('fetchBookings')),
    cancelBooking: fromPromise<unknown, { bookingId: string }>(notProvided('cancelBooking')),
    amendBooking: fromPromise<unknown, AmendPayload>(notProvided('amendBooking')),
    fetchAvailability: fromPromise<AvailabilityEntry[], AvailabilityInput>(notProvided('fetchAvailability')),
  },
  actions: {
    storeAnswer: assign((_, params: { answer: CallAnswer<'reservations'> }) => ({ data: sortByTimeSlot(params.answer.value), listError: null, keptAt: params.answer.keptAt })),
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
    isKept: (_, params: { answer: CallAnswer<'reservations'> }) => params.answer.keptAt !== null,
  },
});
