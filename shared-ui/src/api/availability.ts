import type { AvailabilityEntry } from '@citypass/contracts';
import { proxyRequest } from '@citypass/shared-ui/api/proxy-client';

/** Timeslots of an offer with room for every listed pass, earliest first (the spec's availability call). */
export function fetchAvailability(offerId: string, passNumbers: readonly string[], signal?: AbortSignal): Promise<AvailabilityEntry[]> {
  // Commas stay literal: the API reads one comma-separated list (passes=123,456).
  const query = `offer_id=${encodeURIComponent(offerId)}&passes=${passNumbers.map(encodeURIComponent).join(',')}`;
  return proxyRequest('availability', 'GET', `availability?${query}`, undefined, signal ? { signal } : {});
}
