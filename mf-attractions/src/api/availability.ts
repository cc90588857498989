import type { AvailabilityEntry } from '@citypass/contracts';
import { proxyRequest } from '@citypass/shared-ui/api/proxy-client';

function availabilityPath(offerId: string, passNumbers: readonly string[]): string {
  // Commas stay literal: the API reads one comma-separated list.
  return `availability?offer_id=${encodeURIComponent(offerId)}&passes=${passNumbers.map(encodeURIComponent).join(',')}`;
}

export function fetchAvailability(
  offerId: string,
  passNumbers: readonly string[],
  signal?: AbortSignal,
): Promise<AvailabilityEntry[]> {
  return proxyRequest('availability', 'GET', availabilityPath(offerId, passNumbers), undefined, signal ? { signal } : {});
}
