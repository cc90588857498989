import type { BookingRequestItem, BookingResponseItem, TimeslotDetails } from '@citypass/contracts';

export type { BookingRequestItem, BookingResponseItem, TimeslotDetails };

/** One item per pass, all into the same timeslot (spec section 7). */
export function bookingItems(offerId: string, timeslot: TimeslotDetails, passNumbers: readonly string[]): BookingRequestItem[] {
  return passNumbers.map((pass) => ({
    offer_id: offerId,
    timeslot_details: { id: timeslot.id, date_time: timeslot.date_time },
    pass,
    extra_data: null,
  }));
}
