import { createContext, useContext, useEffect } from 'react';
import type { PublicSession, SessionPass } from '@citypass/contracts';
import { navigation } from '@citypass/shared-ui/platform/navigation';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The visitor's session as the BFF shows it: one contract, so a change to it fails `tsc` on both sides. */
export type SessionData = PublicSession;
export type { SessionPass };

export interface SignInResult {
  error: string | null;
  status: number;
  ok: boolean;
  url: string | null;
}

export interface SessionContextValue {
  status: SessionStatus;
  data: SessionData | null;
  update(data?: unknown): Promise<SessionData | null>;
  signIn(provider: string, options?: Record<string, string | boolean>): Promise<SignInResult | undefined>;
  signOut(options?: { callbackUrl?: string; redirect?: boolean }): Promise<void>;
}

interface UseSessionOptions {
  required?: boolean;
  onUnauthenticated?: () => void;
}

/** Provided by the session provider of the auth remote; shared-ui only owns the contract. */
export const SessionContext = createContext<SessionContextValue | undefined>(undefined);

/** Where a visitor without a session goes: sign-in, with the current page as return address. */
export function sessionRequiredUrl(location: Pick<Location, 'pathname' | 'search'>): string {
  const callbackUrl = encodeURIComponent(`${location.pathname}${location.search}`);
  return `/?error=SessionRequired&callbackUrl=${callbackUrl}`;
}

export function useSession(options: UseSessionOptions = {}): SessionContextValue {
  const value = useContext(SessionContext);
  if (value === undefined) {
    throw new Error('useSession must be used inside the session provider (<SessionProvider> of the auth remote)');
  }
  const { required = false, onUnauthenticated } = options;
  const mustLeave = required && value.status === 'unauthenticated';

  useEffect(() => {
    if (!mustLeave) return;
    if (onUnauthenticated) {
      onUnauthenticated();
    } else {
      navigation.assign(sessionRequiredUrl(window.location));
    }
  }, [mustLeave, onUnauthenticated]);

  // A required session never reports "unauthenticated": the page keeps its loading state while it leaves.
  return mustLeave ? { ...value, status: 'loading', data: null } : value;
}
