import { LAST_BOOKING_KEY, type LastBooking } from '../storage/last-booking';

/** A booking of three passes at the Rijksmuseum, as the attractions page leaves it for the confirmation page. */
export const RIJKSMUSEUM_BOOKING: LastBooking = {
  exists: true,
  attractionId: 'ams-rijksmuseum',
  attractionName: 'Rijksmuseum',
  entryDateTime: '2030-06-10T07:30:00.000Z',
  timezone: 'Europe/Amsterdam',
  tickets: 3,
};

/** Leaves `booking` as the last one made, as the attractions page does before the confirmation. */
export function storeLastBooking(booking: LastBooking = RIJKSMUSEUM_BOOKING): void {
  sessionStorage.setItem(LAST_BOOKING_KEY, JSON.stringify(booking));
}
