import type { Offer } from '@citypass/contracts';
import { ApiError, isApiError } from '@citypass/shared-ui/api/proxy-client';
import { api } from '@citypass/shared-ui/api/product-api';

export type { Offer };

/** The client marks every listed offer as bookable (spec section 3). */
type OfferState = 'AVAILABLE';

export interface Attraction extends Offer {
  state: OfferState;
}

export function toAttraction(offer: Offer): Attraction {
  return { ...offer, state: 'AVAILABLE' };
}

/** The service answers an offer outside the visitor's city as not found: to the visitor, it is not on their pass. */
function offerNotOnPass(error: unknown): unknown {
  return isApiError(error) && error.status === 404 ? new ApiError(404, 'OFFER_NOT_ON_PASS', error.body) : error;
}

export async function fetchOffer(id: string, signal?: AbortSignal): Promise<Attraction> {
  try {
    return toAttraction(await api.offer({ params: { id } }, { signal }));
  } catch (error) {
    throw offerNotOnPass(error);
  }
}
