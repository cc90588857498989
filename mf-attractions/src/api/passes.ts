import { proxyRequest } from '@citypass/shared-ui/src/api/proxy-client';

/** A pass of the order and its use for one offer. */
export interface PassUsage {
  pass_number: string;
  valid_from: string;
  valid_until: string;
  /** The pass holds an upcoming booking for this offer. */
  used: boolean;
  /** Upcoming bookings of this pass, any offer. */
  reservations: number;
}

export function fetchPasses(offerId: string, signal?: AbortSignal): Promise<PassUsage[]> {
  const query = new URLSearchParams({ offer_id: offerId });
  return proxyRequest<PassUsage[]>('GET', `passes?${query.toString()}`, undefined, signal ? { signal } : {});
}
