import type { ReactNode } from 'react';
import { SessionContext, type SessionContextValue } from '@citypass/shared-ui/src/platform/session';

const signedOut: SessionContextValue = {
  status: 'unauthenticated',
  data: null,
  update: async () => null,
  signIn: async () => undefined,
  signOut: async () => undefined,
};

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={signedOut}>{children}</SessionContext.Provider>;
}
