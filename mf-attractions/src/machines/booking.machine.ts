import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import type { CallAnswer } from '@citypass/shared-ui/platform/kept-calls';
import { toAttraction, type Attraction } from '../api/offers';
import { failureCodeOf, type AnalyticsData, type BookingEmitted, type OfferReport } from './booking-reports';
import type { OfferEvent } from './offer-context';
import { offerMachine } from './offer.machine';

export interface BookingContext {
  /** The signed-in order: whose list of offers the device keeps and reads back offline. */
  order: string;
  attractions: Attraction[];
  /** When the list shown was the service's, while it is the one the device kept (offline). */
  keptAt: Date | null;
  /** Why the list could not be loaded, while that stands (error store name attractionList). */
  listError: unknown;
  /** The offer in the address; its machine runs while it is open. */
  offerId: string | null;
}

export interface BookingInput {
  order: string;
}

export type BookingEvent = { type: 'RETRY_LIST' } | { type: 'ONLINE' } | { type: 'SELECT_OFFER'; offerId: string } | { type: 'CLOSE_OFFER' } | OfferEvent;

function notProvided(name: string): never {
  throw new Error(`The booking machine needs the "${name}" actor (supply it with .provide())`);
}

/**
 * The attractions page: the list of offers, and beside it the offer being booked, which runs as its own
 * machine (offer.machine.ts) from the moment it is chosen until it is closed or another is chosen.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent | OfferReport,
    emitted: {} as BookingEmitted,
    children: {} as { chosenOffer: 'chosenOffer' },
    input: {} as BookingInput,
  },
  actors: {
    // The service's offers, or without a network the ones the device kept for the order.
    loadOffers: fromPromise<CallAnswer<'offers'>, BookingInput>(async () => notProvided('loadOffers')),
    chosenOffer: offerMachine,
  },
  actions: {
    storeOffers: assign((_, params: { answer: CallAnswer<'offers'> }) => ({ attractions: params.answer.value.map(toAttraction), keptAt: params.answer.keptAt })),
    storeListError: assign({ listError: (_, params: { error: unknown }) => params.error }),
    clearListError: assign({ listError: null }),
    chooseOffer: assign({ offerId: (_, params: { offerId: string }) => params.offerId }),
    forgetOffer: assign({ offerId: null }),
    track: emit((_, params: { name: string; data: AnalyticsData }) => ({ type: 'analytics' as const, ...params })),
    trackListFailure: emit(({ context }) => ({ type: 'analytics' as const, name: 'attractions_list_failed', data: { error_code: failureCodeOf(context.listError) } })),
    relay: emit((_, params: { report: BookingEmitted }) => params.report),
    forwardToOffer: sendTo('chosenOffer', (_, params: { event: OfferEvent }) => params.event),
  },
  guards: {
    isKept: (_, params: { answer: CallAnswer<'offers'> }) => params.answer.keptAt !== null,
  },
}).createMachine({
  id: 'booking',
  type: 'parallel',
  context: ({ input }) => ({ order: input.order, attractions: [], keptAt: null, listError: null, offerId: null }),
  on: {
    'offer.report': { actions: { type: 'relay', params: ({ event }) => ({ report: event.report }) } },
  },
  states: {
    catalogue: {
      initial: 'loading',
      states: {
        loading: {
          entry: 'clearListError',
          invoke: {
            src: 'loadOffers',
            input: ({ context }) => ({ order: context.order }),
            onDone: [
              // Without a network: the offers as the service last gave them to this order, if the device kept them.
              { guard: { type: 'isKept', params: ({ event }) => ({ answer: event.output }) }, target: 'offline', actions: { type: 'storeOffers', params: ({ event }) => ({ answer: event.output }) } },
              {
                target: 'loaded',
                actions: [
                  { type: 'storeOffers', params: ({ event }) => ({ answer: event.output }) },
                  { type: 'track', params: ({ event }) => ({ name: 'attractions_list_loaded', data: { count: event.output.value.length } }) },
                ],
              },
            ],
            onError: { target: 'failed', actions: [{ type: 'storeListError', params: ({ event }) => ({ error: event.error }) }, 'trackListFailure'] },
          },
        },
        loaded: {},
        failed: { on: { RETRY_LIST: 'loading', ONLINE: 'loading' } },
        // The kept list: browsing works, booking needs the service. The network's return reads it again.
        offline: { on: { RETRY_LIST: 'loading', ONLINE: 'loading' } },
      },
    },
    offer: {
      initial: 'idle',
      on: {
        // Not `reenter`: that would re-enter the whole parallel machine, and the list would be asked
        // for again. Without it the region's open state is still left and entered afresh.
        SELECT_OFFER: { target: '.open', actions: { type: 'chooseOffer', params: ({ event }) => ({ offerId: event.offerId }) } },
        CLOSE_OFFER: { target: '.idle', actions: 'forgetOffer' },
      },
      states: {
        idle: {},
        open: {
          invoke: { id: 'chosenOffer', src: 'chosenOffer', input: ({ context }) => ({ offerId: context.offerId ?? '' }) },
          on: {
            TOGGLE_PASS: { actions: { type: 'forwardToOffer', params: ({ event }) => ({ event }) } },
            SELECT_TIMESLOT: { actions: { type: 'forwardToOffer', params: ({ event }) => ({ event }) } },
            BOOK: { actions: { type: 'forwardToOffer', params: ({ event }) => ({ event }) } },
          },
        },
      },
    },
  },
});
