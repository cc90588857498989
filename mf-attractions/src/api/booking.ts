import { proxyRequest } from '@citypass/shared-ui/src/api/proxy-client';

export interface TimeslotDetails {
  id: string | number;
  date_time: string;
}

export interface BookingRequestItem {
  offer_id: string;
  timeslot_details: TimeslotDetails;
  pass: string;
  extra_data: null;
}

export interface BookingResponseItem {
  booking_id: string;
  offer_id: string;
  pass: string;
  time_slot: TimeslotDetails;
  timezone: string;
}

/** One item per pass, all into the same timeslot (spec section 7). */
export function bookingItems(offerId: string, timeslot: TimeslotDetails, passNumbers: readonly string[]): BookingRequestItem[] {
  return passNumbers.map((pass) => ({
    offer_id: offerId,
    timeslot_details: { id: timeslot.id, date_time: timeslot.date_time },
    pass,
    extra_data: null,
  }));
}

export function createBooking(items: BookingRequestItem[], signal?: AbortSignal): Promise<BookingResponseItem[]> {
  return proxyRequest<BookingResponseItem[]>('POST', 'booking', items, signal ? { signal } : {});
}
