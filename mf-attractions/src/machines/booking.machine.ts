import { assign, emit, fromPromise, setup } from 'xstate';
import { isApiError } from '@citypass/shared-ui/src/api/proxy-client';
import type { TimeslotSelection } from '@citypass/shared-ui/src/components/TimeslotPicker/TimeslotPicker';
import {
  groupAvailability,
  type AvailabilityEntry,
  type GroupedAvailability,
} from '@citypass/shared-ui/src/format/availability';
import { isModalErrorCode, resolveError } from '@citypass/shared-ui/src/errors/resolve';
import type { Attraction } from '../api/offers';
import type { PassUsage } from '../api/passes';
import { bookingItems, type BookingRequestItem, type BookingResponseItem } from '../api/booking';
import { lastBookingFrom, type LastBooking } from '../storage/last-booking';

/** Errors shown inside the booking panel rather than in the modal. */
export type BookingNotice = 'REFRESH_REQUIRED' | 'NO_AVAILABILITY' | 'NO_AVAILABILITY_SHORT';

/** Where a call failed; attractionList and attraction are also the error store's names. */
export type FailureStep = 'attractionList' | 'attraction' | 'passes' | 'availability' | 'booking';

export interface BookingContext {
  attractions: Attraction[];
  /** Error code of the failed list call (error store name attractionList). */
  listError: string | null;
  offerId: string | null;
  attraction: Attraction | null;
  /** Error code of the failed offer call (error store name attraction). */
  attractionError: string | null;
  passes: PassUsage[];
  selectedPasses: string[];
  availability: GroupedAvailability;
  selection: TimeslotSelection;
  notice: BookingNotice | null;
  bookingError: string | null;
  lastBooking: LastBooking | null;
}

export type BookingEvent =
  | { type: 'RETRY_LIST' }
  | { type: 'SELECT_OFFER'; offerId: string }
  | { type: 'CLOSE_OFFER' }
  | { type: 'TOGGLE_PASS'; passNumber: string }
  | { type: 'SELECT_TIMESLOT'; selection: TimeslotSelection }
  | { type: 'BOOK' };

/** Side effects the page performs: the error handler, analytics, storing and leaving for confirmation. */
export type BookingEmitted =
  | { type: 'failure'; step: FailureStep; error: unknown; passCount: number }
  | { type: 'analytics'; name: string; data: Record<string, unknown> }
  | { type: 'booked'; booking: LastBooking };

export const emptyAvailability: GroupedAvailability = { dates: [], times: {}, minDate: null };
const noSelection: TimeslotSelection = { date: null, time: null };

export function errorCodeOf(error: unknown): string {
  return isApiError(error) ? error.errorCode : 'SOMETHING_WRONG';
}

/** Errors that belong to the whole session (sign out, go home) rather than to the failed view. */
export function isSessionWide(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** Failures the page reports: the spec's modal codes, and those of the whole session. */
function reportedByPage(error: unknown): boolean {
  return isModalErrorCode(errorCodeOf(error)) || isSessionWide(error);
}

function toggled(selected: readonly string[], passNumber: string): string[] {
  return selected.includes(passNumber) ? selected.filter((pass) => pass !== passNumber) : [...selected, passNumber];
}

function notProvided(name: string): never {
  throw new Error(`The booking machine needs the "${name}" actor (supply it with .provide())`);
}

const offerReset = {
  attraction: null,
  attractionError: null,
  passes: [],
  selectedPasses: [],
  availability: emptyAvailability,
  selection: noSelection,
  notice: null,
  bookingError: null,
} satisfies Partial<BookingContext>;

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    emitted: {} as BookingEmitted,
  },
  actors: {
    loadOffers: fromPromise<Attraction[]>(async () => notProvided('loadOffers')),
    loadOffer: fromPromise<Attraction, { offerId: string }>(async () => notProvided('loadOffer')),
    loadPasses: fromPromise<PassUsage[], { offerId: string }>(async () => notProvided('loadPasses')),
    loadAvailability: fromPromise<AvailabilityEntry[], { offerId: string; passNumbers: string[] }>(async () =>
      notProvided('loadAvailability'),
    ),
    book: fromPromise<BookingResponseItem[], { items: BookingRequestItem[] }>(async () => notProvided('book')),
  },
  actions: {
    clearAvailability: assign({ availability: emptyAvailability, selection: noSelection, notice: null }),
    emitAvailabilityFailed: emit(({ context }, params: { error: unknown }) => ({
      type: 'analytics' as const,
      name: 'availability_failed',
      data: {
        offer_id: context.offerId,
        pass_count: context.selectedPasses.length,
        error_code: errorCodeOf(params.error),
      },
    })),
  },
  guards: {
    selectionRemains: ({ context, event }) =>
      event.type === 'TOGGLE_PASS' && toggled(context.selectedPasses, event.passNumber).length > 0,
    timeChosen: ({ event }) => event.type === 'SELECT_TIMESLOT' && event.selection.time !== null,
  },
}).createMachine({
  id: 'booking',
  type: 'parallel',
  context: {
    attractions: [],
    listError: null,
    offerId: null,
    lastBooking: null,
    ...offerReset,
  },
  states: {
    catalogue: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign({ listError: null }),
          invoke: {
            src: 'loadOffers',
            onDone: {
              target: 'loaded',
              actions: [
                assign({ attractions: ({ event }) => event.output }),
                emit(({ event }) => ({
                  type: 'analytics' as const,
                  name: 'attractions_list_loaded',
                  data: { count: event.output.length },
                })),
              ],
            },
            onError: {
              target: 'failed',
              actions: [
                assign({ listError: ({ event }) => errorCodeOf(event.error) }),
                emit(({ event }) => ({ type: 'failure' as const, step: 'attractionList' as const, error: event.error, passCount: 0 })),
                emit(({ event }) => ({
                  type: 'analytics' as const,
                  name: 'attractions_list_failed',
                  data: { error_code: errorCodeOf(event.error) },
                })),
              ],
            },
          },
        },
        loaded: {},
        failed: { on: { RETRY_LIST: 'loading' } },
      },
    },
    offer: {
      initial: 'idle',
      on: {
        SELECT_OFFER: {
          target: '.loading',
          reenter: true,
          actions: assign(({ event }) => ({ ...offerReset, offerId: event.offerId })),
        },
        CLOSE_OFFER: { target: '.idle', actions: assign({ ...offerReset, offerId: null }) },
      },
      states: {
        idle: {},
        loading: {
          invoke: {
            src: 'loadOffer',
            input: ({ context }) => ({ offerId: context.offerId ?? '' }),
            onDone: {
              target: 'loadingPasses',
              actions: [
                assign({ attraction: ({ event }) => event.output }),
                emit(({ event }) => ({
                  type: 'analytics' as const,
                  name: 'attraction_viewed',
                  data: { offer_id: event.output.id },
                })),
              ],
            },
            onError: {
              target: 'failed',
              actions: [
                assign({ attractionError: ({ event }) => errorCodeOf(event.error) }),
                emit(({ event }) => ({ type: 'failure' as const, step: 'attraction' as const, error: event.error, passCount: 0 })),
                emit(({ context, event }) => ({
                  type: 'analytics' as const,
                  name: 'attraction_failed',
                  data: { offer_id: context.offerId, error_code: errorCodeOf(event.error) },
                })),
              ],
            },
          },
        },
        failed: {},
        loadingPasses: {
          invoke: {
            src: 'loadPasses',
            input: ({ context }) => ({ offerId: context.offerId ?? '' }),
            onDone: [
              {
                // No pass usage back means the session's order is out of step with the server.
                guard: ({ event }) => event.output.length === 0,
                target: 'refreshRequired',
                actions: [
                  assign({ notice: 'REFRESH_REQUIRED' }),
                  emit(({ context }) => ({
                    type: 'analytics' as const,
                    name: 'passes_refresh_required',
                    data: { offer_id: context.offerId, error_code: 'REFRESH_REQUIRED' },
                  })),
                ],
              },
              { target: 'choosing', actions: assign({ passes: ({ event }) => event.output }) },
            ],
            onError: {
              target: 'refreshRequired',
              actions: [
                assign({ notice: 'REFRESH_REQUIRED' }),
                emit(({ event }) => ({ type: 'failure' as const, step: 'passes' as const, error: event.error, passCount: 0 })),
                emit(({ context, event }) => ({
                  type: 'analytics' as const,
                  name: 'passes_failed',
                  data: { offer_id: context.offerId, error_code: errorCodeOf(event.error) },
                })),
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
                guard: 'selectionRemains',
                target: '.availabilityLoading',
                reenter: true,
                actions: [
                  assign({ selectedPasses: ({ context, event }) => toggled(context.selectedPasses, event.passNumber) }),
                  'clearAvailability',
                ],
              },
              {
                target: '.passes',
                actions: [assign({ selectedPasses: [] }), 'clearAvailability'],
              },
            ],
          },
          states: {
            passes: {},
            availabilityLoading: {
              entry: assign({ bookingError: null }),
              invoke: {
                src: 'loadAvailability',
                input: ({ context }) => ({ offerId: context.offerId ?? '', passNumbers: context.selectedPasses }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.length === 0,
                    target: 'noAvailability',
                    actions: [
                      assign({
                        notice: ({ context }) =>
                          resolveError('NO_AVAILABILITY', { passCount: context.selectedPasses.length }).code as BookingNotice,
                      }),
                      emit(({ context }) => ({
                        type: 'analytics' as const,
                        name: 'availability_empty',
                        data: {
                          offer_id: context.offerId,
                          pass_count: context.selectedPasses.length,
                          error_code: context.notice,
                        },
                      })),
                    ],
                  },
                  {
                    target: 'timeslot',
                    actions: [
                      assign({
                        availability: ({ context, event }) => groupAvailability(event.output, context.attraction?.timezone),
                      }),
                      emit(({ context, event }) => ({
                        type: 'analytics' as const,
                        name: 'availability_loaded',
                        data: {
                          offer_id: context.offerId,
                          pass_count: context.selectedPasses.length,
                          timeslots: event.output.length,
                        },
                      })),
                    ],
                  },
                ],
                // One place per failure: the page reports what the spec puts in its modal (and what ends
                // the session); the panel shows any other failure itself.
                onError: [
                  {
                    guard: ({ event }) => reportedByPage(event.error),
                    target: 'availabilityRefused',
                    actions: [
                      emit(({ context, event }) => ({
                        type: 'failure' as const,
                        step: 'availability' as const,
                        error: event.error,
                        passCount: context.selectedPasses.length,
                      })),
                      { type: 'emitAvailabilityFailed', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                  {
                    target: 'availabilityFailed',
                    actions: { type: 'emitAvailabilityFailed', params: ({ event }) => ({ error: event.error }) },
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
                  { guard: 'timeChosen', target: 'ready', actions: assign({ selection: ({ event }) => event.selection }) },
                  { actions: assign({ selection: ({ event }) => event.selection }) },
                ],
              },
            },
            ready: {
              on: {
                SELECT_TIMESLOT: [
                  { guard: 'timeChosen', actions: assign({ selection: ({ event }) => event.selection }) },
                  { target: 'timeslot', actions: assign({ selection: ({ event }) => event.selection }) },
                ],
                BOOK: {
                  target: '#booking.offer.requesting',
                  actions: emit(({ context }) => ({
                    type: 'analytics' as const,
                    name: 'booking_requested',
                    data: { offer_id: context.offerId, pass_count: context.selectedPasses.length },
                  })),
                },
              },
            },
          },
        },
        requesting: {
          entry: assign({ bookingError: null }),
          invoke: {
            src: 'book',
            input: ({ context }) => {
              const time = context.selection.time;
              return {
                items: time
                  ? bookingItems(context.offerId ?? '', { id: time.id, date_time: time.value }, context.selectedPasses)
                  : [],
              };
            },
            onDone: [
              {
                guard: ({ context, event }) => context.attraction !== null && event.output.length > 0,
                target: 'confirmed',
                actions: [
                  assign({
                    lastBooking: ({ context, event }) => (context.attraction ? lastBookingFrom(context.attraction, event.output) : null),
                  }),
                  emit(({ context }) => ({
                    type: 'analytics' as const,
                    name: 'booking_succeeded',
                    data: { offer_id: context.offerId, tickets: context.lastBooking?.tickets ?? 0 },
                  })),
                  emit(({ context }) => ({ type: 'booked' as const, booking: context.lastBooking as LastBooking })),
                ],
              },
              {
                // A success without items would leave nothing to confirm: treat it as a failure.
                target: 'choosing.ready',
                actions: [
                  assign({ bookingError: 'SOMETHING_WRONG' }),
                  emit(({ context }) => ({
                    type: 'failure' as const,
                    step: 'booking' as const,
                    error: null,
                    passCount: context.selectedPasses.length,
                  })),
                  emit(({ context }) => ({
                    type: 'analytics' as const,
                    name: 'booking_failed',
                    data: { offer_id: context.offerId, pass_count: context.selectedPasses.length, error_code: 'SOMETHING_WRONG' },
                  })),
                ],
              },
            ],
            onError: [
              {
                // The slot filled up meanwhile: the modal explains, and fresh availability replaces the stale one.
                guard: ({ event }) => errorCodeOf(event.error) === 'TIMESLOT_UNAVAILABLE',
                target: 'choosing.availabilityLoading',
                actions: [
                  'clearAvailability',
                  emit(({ context, event }) => ({
                    type: 'failure' as const,
                    step: 'booking' as const,
                    error: event.error,
                    passCount: context.selectedPasses.length,
                  })),
                  emit(({ context }) => ({
                    type: 'analytics' as const,
                    name: 'booking_failed',
                    data: { offer_id: context.offerId, pass_count: context.selectedPasses.length, error_code: 'TIMESLOT_UNAVAILABLE' },
                  })),
                ],
              },
              {
                target: 'choosing.ready',
                actions: [
                  assign({ bookingError: ({ event }) => errorCodeOf(event.error) }),
                  emit(({ context, event }) => ({
                    type: 'failure' as const,
                    step: 'booking' as const,
                    error: event.error,
                    passCount: context.selectedPasses.length,
                  })),
                  emit(({ context, event }) => ({
                    type: 'analytics' as const,
                    name: 'booking_failed',
                    data: { offer_id: context.offerId, pass_count: context.selectedPasses.length, error_code: errorCodeOf(event.error) },
                  })),
                ],
              },
            ],
          },
        },
        confirmed: {},
      },
    },
  },
});
