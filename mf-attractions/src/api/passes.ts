import type { PassUsage } from '@citypass/contracts';
import { proxyRequest } from '@citypass/shared-ui/api/proxy-client';

export type { PassUsage };

export function fetchPasses(offerId: string, signal?: AbortSignal): Promise<PassUsage[]> {
  const query = new URLSearchParams({ offer_id: offerId });
  return proxyRequest('passes', 'GET', `passes?${query.toString()}`, undefined, signal ? { signal } : {});
}
