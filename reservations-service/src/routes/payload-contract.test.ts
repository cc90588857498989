import type { AmendPayload, BookingRequestItem } from '@citypass/contracts';
import type { z } from 'zod';
import { bookingItem } from './booking-route';
import { amendRequest } from './reservation-routes';

// The service reads what the front end sends by the shared contract: a field renamed on either
// side alone fails `tsc` on this file.
type Reads<Sent, Schema extends z.ZodType> = Sent extends z.input<Schema> ? true : false;
const readsBooking: Reads<BookingRequestItem, typeof bookingItem> = true;
const readsAmend: Reads<AmendPayload, typeof amendRequest> = true;

it('reads the booking and amend payloads the front end sends', () => {
  const timeslot = { id: '7', date_time: '2030-01-01T10:00:00+01:00' };
  const item: BookingRequestItem = { offer_id: 'ams-rijksmuseum', timeslot_details: timeslot, pass: '123456789012', extra_data: null };
  const amend: AmendPayload = { bookingId: 'b-1', offer_id: 'ams-rijksmuseum', time_slot: timeslot };
  expect([readsBooking, readsAmend]).toEqual([true, true]);
  expect(bookingItem.safeParse(item).success).toBe(true);
  expect(amendRequest.safeParse(amend).success).toBe(true);
});
