import type { AvailabilityEntry } from '@citypass/contracts';
import { proxyRequest } from '@citypass/shared-ui/api/proxy-client';

/** Timeslots of an offer with room for every listed pass, earliest first. */
export function fetchAvailability(offerId: string, passes: string[], signal?: AbortSignal): Promise<AvailabilityEntry[]> {
  // The spec's call keeps the commas literal: passes=123,456.
  const query = `offer_id=${encodeURIComponent(offerId)}&passes=${passes.map(encodeURIComponent).join(',')}`;
  return proxyRequest('availability', 'GET', `availability?${query}`, undefined, signal ? { signal } : {});
}
