import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RemoteModules } from '@citypass/shared-ui/contracts/remote-modules';
import { SessionContext, type SessionContextValue, type SessionData } from '@citypass/shared-ui/platform/session';
import { onSessionMessage, sessionChangedSincePageOpened } from '@citypass/shared-ui/platform/session-messages';
import { whenVisitorActsOrPageSettles } from './visitor-or-settled';

type SessionProviderModule = RemoteModules['auth/SessionProvider'];

/**
 * Until the provider is there, or if it cannot load, the rest of the app sees the session the
 * page was served with (so a signed-in visitor's page renders at once), or one still loading when
 * the page did not say. The actions live in the provider: asked for early, they load it and run
 * once it is there.
 */
function pendingSession(initial: SessionData | null | undefined, live: Promise<SessionContextValue>, loadNow: () => void): SessionContextValue {
  const whenLive = () => {
    loadNow();
    return live;
  };
  return {
    status: initial === undefined ? 'loading' : initial ? 'authenticated' : 'unauthenticated',
    data: initial ?? null,
    update: async (data) => (await whenLive()).update(data),
    signIn: async (provider, options) => (await whenLive()).signIn(provider, options),
    signOut: async (options) => (await whenLive()).signOut(options),
  };
}

/** Passes the provider's value up, each time it changes. */
function LiveSession({ onValue }: { onValue: (value: SessionContextValue) => void }) {
  const value = useContext(SessionContext);
  useEffect(() => {
    if (value) onValue(value);
  }, [value, onValue]);
  return null;
}

interface DeferredSessionProviderProps {
  children: ReactNode;
  /** The session the page was served with (null: signed out); undefined when it did not say. */
  initialSession?: SessionData | null;
  /** A magic-link token taken from the page's address, for the provider to sign in with. */
  magicLinkToken?: string;
  /** Loads the auth remote's session provider (or, built as one bundle, its module). */
  loadProvider: () => Promise<SessionProviderModule>;
}

/**
 * The session provider comes after what the visitor came to see when the page already carries
 * the session: it loads at the visitor's first action or once the page has settled, or at once
 * when the page did not say who is signed in or another tab signals a session change.
 */
export function DeferredSessionProvider({ children, initialSession, magicLinkToken, loadProvider }: DeferredSessionProviderProps) {
  // A signed-out page with a token is about to sign in: its session is not known until the provider has used it.
  const sessionAtStart = magicLinkToken && !initialSession ? undefined : initialSession;
  const [Provider, setProvider] = useState<SessionProviderModule['SessionProvider'] | null>(null);
  const [loading] = useState(() => {
    let started = false;
    let resolve: (value: SessionContextValue) => void = () => undefined;
    const live = new Promise<SessionContextValue>((settle) => {
      resolve = settle;
    });
    const start = () => {
      if (started) return;
      started = true;
      loadProvider()
        .then((module) => setProvider(() => module.SessionProvider))
        .catch((error: unknown) => console.error(error));
    };
    return { live, resolve, start };
  });
  const pending = useMemo(() => pendingSession(sessionAtStart, loading.live, loading.start), [sessionAtStart, loading]);
  const [current, setCurrent] = useState<SessionContextValue | null>(null);
  const onLiveValue = useCallback(
    (value: SessionContextValue) => {
      loading.resolve(value);
      setCurrent(value);
    },
    [loading],
  );

  useEffect(() => {
    if (sessionAtStart !== undefined) return whenVisitorActsOrPageSettles(loading.start);
    loading.start();
    return undefined;
  }, [sessionAtStart, loading]);

  // A change another tab signals cannot wait for the visitor: the page's session may be stale,
  // and the provider, loaded now, refetches it (it also sees a change signalled before it or
  // this listened).
  useEffect(() => {
    if (sessionChangedSincePageOpened()) loading.start();
    return onSessionMessage(loading.start);
  }, [loading]);

  // The same element each time, so the provider renders on its own changes only, not again
  // whenever it has passed a value up.
  const provider = useMemo(
    () =>
      Provider && (
        <Provider session={initialSession} magicLinkToken={magicLinkToken}>
          <LiveSession onValue={onLiveValue} />
        </Provider>
      ),
    [Provider, initialSession, magicLinkToken, onLiveValue],
  );

  // The page stays where it is in the tree when the provider arrives (beside it, not inside it),
  // so nothing remounts and no effect of the page runs twice.
  return (
    <>
      {provider}
      <SessionContext.Provider value={current ?? pending}>{children}</SessionContext.Provider>
    </>
  );
}
