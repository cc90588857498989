import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import type { TimeslotSelection } from '@citypass/shared-ui/components/TimeslotPicker/TimeslotPicker';
import type { AvailabilityEntry } from '@citypass/shared-ui/format/availability';
import type { Attraction } from '../api/offers';
import type { PassUsage } from '@citypass/contracts';
import type { BookingRequestItem, BookingResponseItem } from '../api/booking';
import { lastBookingFrom } from '../storage/last-booking';
import {
  failureCodeOf,
  isReportedByPage,
  type AnalyticsData,
  type BookingEmitted,
  type FailureStep,
  type OfferReport,
} from './booking-reports';
import {
  emptyAvailability,
  noAvailabilityNotice,
  noSelection,
  toggled,
  type OfferContext,
  type OfferEvent,
  type OfferInput,
} from './offer-context';

function notProvided(name: string): never {
  throw new Error(`The offer machine needs the "${name}" actor (supply it with .provide())`);
}

const report = (emitted: BookingEmitted): OfferReport => ({ type: 'offer.report', report: emitted });

/** The chosen offer's actors, actions and guards by name, so offer.machine.ts reads as a chart. */
export const offerSetup = setup({
  types: {
    context: {} as OfferContext,
    events: {} as OfferEvent,
    input: {} as OfferInput,
  },
  actors: {
    loadOffer: fromPromise<Attraction, { offerId: string }>(async () => notProvided('loadOffer')),
    loadPasses: fromPromise<PassUsage[], { offerId: string }>(async () => notProvided('loadPasses')),
    loadAvailability: fromPromise<AvailabilityEntry[], { offerId: string; passNumbers: string[] }>(async () =>
      notProvided('loadAvailability'),
    ),
    book: fromPromise<BookingResponseItem[], { items: BookingRequestItem[] }>(async () => notProvided('book')),
  },
  actions: {
    storeAttraction: assign({ attraction: (_, params: { attraction: Attraction }) => params.attraction }),
    storeAttractionError: assign({ attractionError: (_, params: { error: unknown }) => params.error }),
    storePasses: assign({ passes: (_, params: { passes: PassUsage[] }) => params.passes }),
    requireRefresh: assign({ notice: 'REFRESH_REQUIRED' as const }),
    togglePass: assign({
      selectedPasses: ({ context }, params: { passNumber: string }) => toggled(context.selectedPasses, params.passNumber),
    }),
    clearPasses: assign({ selectedPasses: [] }),
    clearAvailability: assign({ availability: emptyAvailability, selection: noSelection, notice: null }),
    storeAvailability: assign({ availability: (_, params: { entries: AvailabilityEntry[] }) => params.entries }),
    noteNoAvailability: assign({ notice: ({ context }) => noAvailabilityNotice(context.selectedPasses.length) }),
    select: assign({ selection: (_, params: { selection: TimeslotSelection }) => params.selection }),
    clearBookingError: assign({ bookingError: null }),
    storeBookingError: assign({ bookingError: (_, params: { code: string }) => params.code }),
    storeBooking: assign({
      lastBooking: ({ context }, params: { items: BookingResponseItem[] }) =>
        context.attraction ? lastBookingFrom(context.attraction, params.items) : null,
    }),
    // Reports reach the page through the booking machine, whose emitted events the page listens to.
    trackOffer: sendParent(({ context }, params: { name: string; details?: AnalyticsData }) =>
      report({ type: 'analytics', name: params.name, data: { offer_id: context.offerId, ...params.details } }),
    ),
    trackPasses: sendParent(({ context }, params: { name: string; details?: AnalyticsData }) =>
      report({
        type: 'analytics',
        name: params.name,
        data: { offer_id: context.offerId, pass_count: context.selectedPasses.length, ...params.details },
      }),
    ),
    reportFailure: sendParent(({ context }, params: { step: FailureStep; error: unknown }) =>
      report({ type: 'failure', step: params.step, error: params.error, passCount: context.selectedPasses.length }),
    ),
    announceBooking: enqueueActions(({ context, enqueue }) => {
      if (context.lastBooking) enqueue.sendParent(report({ type: 'booked', booking: context.lastBooking }));
    }),
  },
  guards: {
    isEmpty: (_, params: { items: readonly unknown[] }) => params.items.length === 0,
    isReportedByPage: (_, params: { error: unknown }) => isReportedByPage(params.error),
    isSlotTaken: (_, params: { error: unknown }) => failureCodeOf(params.error) === 'TIMESLOT_UNAVAILABLE',
    isBooked: ({ context }, params: { items: readonly unknown[] }) => context.attraction !== null && params.items.length > 0,
    selectionRemains: ({ context }, params: { passNumber: string }) => toggled(context.selectedPasses, params.passNumber).length > 0,
    timeChosen: (_, params: { selection: TimeslotSelection }) => params.selection.time !== null,
  },
});
