import { useEffect } from 'react';
import { PAGES_CACHE } from '@citypass/shared-ui/contracts';
import type { SessionStatus } from '@citypass/shared-ui/platform/session';

// Each page the service worker keeps carries the visitor's session: once this tab sees the visitor
// signed out (signing out, a 401, expiry, or another tab's sign-out reaching it), they are deleted,
// so nobody's page opens on this device without a network.

export async function forgetKeptPages(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  // Absent outside a secure context, where no service worker kept anything either.
  if (storage) await storage.delete(PAGES_CACHE);
}

export function useForgetKeptPagesWhenSignedOut(status: SessionStatus): void {
  useEffect(() => {
    if (status === 'unauthenticated') void forgetKeptPages();
  }, [status]);
}
