import { ROUTES } from '@citypass/contracts';

/** Query parameter of /attractions naming the attraction being booked, so back returns to the list. */
export const OFFER_PARAM = 'offer';

export const ATTRACTIONS_PATH = ROUTES.attractions;
export const BOOKINGS_PATH = ROUTES.bookings;

export function offerPath(offerId: string): string {
  return `${ATTRACTIONS_PATH}?${OFFER_PARAM}=${encodeURIComponent(offerId)}`;
}

export function confirmationPath(attractionId: string): string {
  return `${ROUTES.confirmation}?attractionID=${encodeURIComponent(attractionId)}`;
}
