import type { TimeslotSelection } from '@citypass/shared-ui/components/TimeslotPicker/TimeslotPicker';
import { resolveError } from '@citypass/shared-ui/errors/resolve';
import type { AvailabilityEntry } from '@citypass/shared-ui/format/availability';
import type { Attraction } from '../api/offers';
import type { PassUsage } from '@citypass/contracts';
import { bookingItems, type BookingRequestItem } from '../api/booking';
import type { LastBooking } from '../storage/last-booking';

/** Errors shown inside the booking panel rather than in the modal. */
type BookingNotice = 'REFRESH_REQUIRED' | 'NO_AVAILABILITY' | 'NO_AVAILABILITY_SHORT';

export interface OfferInput {
  offerId: string;
}

/** What the chosen offer's machine remembers, from its attraction to the booking made. */
export interface OfferContext {
  offerId: string;
  attraction: Attraction | null;
  /** Why the attraction could not be loaded, while that stands (error store name attraction). */
  attractionError: unknown;
  passes: PassUsage[];
  selectedPasses: string[];
  /** The timeslots as the service sent them: the page groups them into days and times in its language. */
  availability: AvailabilityEntry[];
  /** The chosen day and slot, by value, so it stays chosen whatever the page's language. */
  selection: TimeslotSelection;
  notice: BookingNotice | null;
  /** Error code of the last refused booking. */
  bookingError: string | null;
  lastBooking: LastBooking | null;
}

export type OfferEvent =
  | { type: 'TOGGLE_PASS'; passNumber: string }
  | { type: 'SELECT_TIMESLOT'; selection: TimeslotSelection }
  | { type: 'BOOK' };

export const emptyAvailability: AvailabilityEntry[] = [];
export const noSelection: TimeslotSelection = { date: null, time: null };

export function offerContextFor({ offerId }: OfferInput): OfferContext {
  return {
    offerId,
    attraction: null,
    attractionError: null,
    passes: [],
    selectedPasses: [],
    availability: emptyAvailability,
    selection: noSelection,
    notice: null,
    bookingError: null,
    lastBooking: null,
  };
}

export function toggled(selected: readonly string[], passNumber: string): string[] {
  return selected.includes(passNumber) ? selected.filter((pass) => pass !== passNumber) : [...selected, passNumber];
}

/** The spec's no-availability text depends on how many passes were asked for. */
export function noAvailabilityNotice(passCount: number): BookingNotice {
  return resolveError('NO_AVAILABILITY', { passCount }).code as BookingNotice;
}

/** One item per selected pass into the chosen time; none before a time is chosen. */
export function bookingRequestOf(context: OfferContext): { items: BookingRequestItem[] } {
  const time = context.selection.time;
  return { items: time ? bookingItems(context.offerId, { id: time.id, date_time: time.value }, context.selectedPasses) : [] };
}
