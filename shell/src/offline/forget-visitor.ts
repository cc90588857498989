import { useEffect } from 'react';
import { PERSONAL_CACHES } from '@citypass/contracts';
import type { SessionStatus } from '@citypass/shared-ui/platform/session';

// What the app keeps of the visitor's (each page as last answered, carrying their session; their
// bookings as last read) is deleted once this tab sees them signed out: signing out, a 401,
// expiry, or another tab's sign-out reaching it. Nobody's bookings open on this device offline.

export async function forgetVisitor(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  // Absent outside a secure context, where nothing was kept either.
  if (storage) await Promise.all(PERSONAL_CACHES.map((name) => storage.delete(name)));
}

export function useForgetVisitorWhenSignedOut(status: SessionStatus): void {
  useEffect(() => {
    if (status === 'unauthenticated') void forgetVisitor();
  }, [status]);
}
