import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { SessionContext, type SessionContextValue } from '@citypass/shared-ui/src/platform/session';
import { loadRemoteModule } from '../federation/remote-loader';

type ProviderComponent = ComponentType<{ children: ReactNode }>;

// While the auth remote loads, or if it cannot, the rest of the app sees a session that is
// still loading rather than crashing; guarded pages wait, public pages work.
const pendingSession: SessionContextValue = {
  status: 'loading',
  data: null,
  update: async () => null,
  signIn: async () => undefined,
  signOut: async () => undefined,
};

export function RemoteSessionProvider({ children }: { children: ReactNode }) {
  const [Provider, setProvider] = useState<ProviderComponent | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadRemoteModule('auth/SessionProvider')
      .then((module) => {
        if (!cancelled) setProvider(() => module.SessionProvider);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
    };
  }, []);

  if (!Provider) return <SessionContext.Provider value={pendingSession}>{children}</SessionContext.Provider>;
  return <Provider>{children}</Provider>;
}
