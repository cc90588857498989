import type { AvailabilityEntry } from '@citypass/shared-ui/format/availability';
import type { Notice } from '@citypass/shared-ui/errors/resolve';
import type { Reservation, TimeSlot } from '../api/reservations';

/**
 * What the bookings machine remembers; whether it is fetching or requesting is its state, not a flag
 * (booking-state.ts derives the spec's booking state from both).
 */
export interface BookingsContext {
  /** The signed-in order: whose list the device keeps and reads back offline. */
  order: string;
  data: Reservation[];
  /** When the list shown was the service's, while it is the one the device kept (offline); null when it is the service's answer now. */
  keptAt: Date | null;
  /** Why the list could not be read, while that stands. */
  listError: unknown;
  /** The booking being cancelled or amended. */
  selected: Reservation | null;
  /** The selected booking's offer timeslots as the service sent them (the panel groups them in the page's language); null when none. */
  availability: AvailabilityEntry[] | null;
  /** The new timeslot asked for by a running amendment. */
  chosenSlot: TimeSlot | null;
  /** The success notice shown once the list has been fetched again. */
  pendingNotice: Notice | null;
}

export interface BookingsInput {
  order: string;
}

export type BookingsEvent =
  | { type: 'RETRY' }
  | { type: 'ONLINE' }
  | { type: 'CANCEL'; bookingId: string }
  | { type: 'KEEP' }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'AMEND'; bookingId: string }
  | { type: 'CLOSE_AMEND' }
  | { type: 'RETRY_SLOTS' }
  | { type: 'SUBMIT_AMEND'; timeSlot: TimeSlot };

/** Effects for the page: the machine stays pure and the page shows them. */
export type BookingsEmitted = { type: 'notice'; notice: Notice } | { type: 'failure'; error: unknown; passCount: number };

export interface AvailabilityInput {
  offerId: string;
  passes: string[];
}

export const initialBookingsContext = ({ order }: BookingsInput): BookingsContext => ({
  order,
  data: [],
  keptAt: null,
  listError: null,
  selected: null,
  availability: null,
  chosenSlot: null,
  pendingNotice: null,
});

export function sortByTimeSlot(bookings: Reservation[]): Reservation[] {
  return [...bookings].sort((a, b) => Date.parse(a.time_slot.date_time) - Date.parse(b.time_slot.date_time));
}

export function selectedOf(context: BookingsContext): Reservation {
  if (!context.selected) throw new Error('No booking is selected');
  return context.selected;
}

export function chosenSlotOf(context: BookingsContext): TimeSlot {
  if (!context.chosenSlot) throw new Error('No new timeslot is chosen');
  return context.chosenSlot;
}
