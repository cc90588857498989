import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RemoteModules } from '@citypass/shared-ui/src/contracts/remote-modules';
import { SessionContext, type SessionContextValue, type SessionData } from '@citypass/shared-ui/src/platform/session';
import { loadRemoteModule } from '../federation/remote-loader';

type ProviderComponent = RemoteModules['auth/SessionProvider']['SessionProvider'];

/**
 * While the auth remote loads, or if it cannot, the rest of the app sees the session the page
 * was served with (so a signed-in visitor's page renders at once), or one still loading when the
 * page did not say. The actions live in the remote: asked for early, they run once it is there.
 */
function pendingSession(initial: SessionData | null | undefined, live: Promise<SessionContextValue>): SessionContextValue {
  return {
    status: initial === undefined ? 'loading' : initial ? 'authenticated' : 'unauthenticated',
    data: initial ?? null,
    update: async (data) => (await live).update(data),
    signIn: async (provider, options) => (await live).signIn(provider, options),
    signOut: async (options) => (await live).signOut(options),
  };
}

/** Passes the remote provider's value up, each time it changes. */
function LiveSession({ onValue }: { onValue: (value: SessionContextValue) => void }) {
  const value = useContext(SessionContext);
  useEffect(() => {
    if (value) onValue(value);
  }, [value, onValue]);
  return null;
}

export interface RemoteSessionProviderProps {
  children: ReactNode;
  /** The session the page was served with (null: signed out); undefined when it did not say. */
  initialSession?: SessionData | null;
}

export function RemoteSessionProvider({ children, initialSession }: RemoteSessionProviderProps) {
  const [Provider, setProvider] = useState<ProviderComponent | null>(null);
  const [live] = useState(() => {
    let resolve: (value: SessionContextValue) => void = () => undefined;
    const promise = new Promise<SessionContextValue>((settle) => {
      resolve = settle;
    });
    return { promise, resolve };
  });
  const pending = useMemo(() => pendingSession(initialSession, live.promise), [initialSession, live]);
  const [current, setCurrent] = useState<SessionContextValue | null>(null);
  const onLiveValue = useCallback(
    (value: SessionContextValue) => {
      live.resolve(value);
      setCurrent(value);
    },
    [live],
  );

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

  // The same element each time, so the remote provider renders on its own changes only, not
  // again whenever it has passed a value up.
  const remoteProvider = useMemo(
    () =>
      Provider && (
        <Provider session={initialSession}>
          <LiveSession onValue={onLiveValue} />
        </Provider>
      ),
    [Provider, initialSession, onLiveValue],
  );

  // The page stays where it is in the tree when the remote provider arrives (beside it, not
  // inside it), so nothing remounts and no effect of the page runs twice.
  return (
    <>
      {remoteProvider}
      <SessionContext.Provider value={current ?? pending}>{children}</SessionContext.Provider>
    </>
  );
}
