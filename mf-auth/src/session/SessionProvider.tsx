import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { waitFor } from 'xstate';
import { SessionContext, type SessionContextValue, type SessionData } from '@citypass/shared-ui/platform/session';
import { onSessionMessage, sessionChangedSincePageOpened } from '@citypass/shared-ui/platform/session-messages';
import { SESSION_POLL_MS } from '../machines/session.machine';
import { statusOf } from '../machines/session-status';
import { liveSessionMachine } from './live-session-machine';

interface SessionProviderProps {
  children: ReactNode;
  /** Seconds between session polls while signed in; 0 turns the poll off. */
  refetchInterval?: number;
  /** Refetch the session when the window becomes visible again (while signed in). */
  refetchOnWindowFocus?: boolean;
  /** The session the page was served with (null: signed out): no loading and no first fetch. */
  session?: SessionData | null;
  /** A magic-link token taken from the page's address: used to sign in when no one is signed in. */
  magicLinkToken?: string;
}

function currentPage(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Provides the shared session contract (status, data, update, signIn, signOut) from the
 * session machine, and feeds it the page's visibility and the other tabs' messages.
 */
export function SessionProvider({
  children,
  refetchInterval = SESSION_POLL_MS / 1000,
  refetchOnWindowFocus = true,
  session,
  magicLinkToken,
}: SessionProviderProps) {
  const actor = useActorRef(liveSessionMachine, {
    input: {
      pollIntervalMs: refetchInterval * 1000,
      refetchOnWindowFocus,
      initialSession: session,
      // The address no longer carries the token, so the page as it is now is where the sign-in returns.
      magicLink: magicLinkToken ? { token: magicLinkToken, returnTo: currentPage() } : undefined,
    },
  });
  const status = useSelector(actor, statusOf);
  const data = useSelector(actor, (snapshot) => snapshot.context.session);

  useEffect(() => {
    const refetch = () => actor.send({ type: 'SESSION_MESSAGE' });
    const stop = onSessionMessage(refetch);
    // The shell may start this provider well after the page opened: a change another tab
    // signalled before now makes the session the page was served with stale.
    if (actor.getSnapshot().context.knownAtStart && sessionChangedSincePageOpened()) refetch();
    return stop;
  }, [actor]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'VISIBLE' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);

  const value = useMemo<SessionContextValue>(() => {
    const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: Infinity });
    return {
      status,
      data,
      async update(updateData) {
        if (status !== 'authenticated') return null;
        actor.send({ type: 'UPDATE', data: updateData });
        return (await settled()).context.updated;
      },
      async signIn(provider, options = {}) {
        actor.send({ type: 'SIGN_IN', request: { provider, options } });
        const outcome = (await settled()).context.signIn;
        if (outcome && 'failure' in outcome) throw outcome.failure;
        return outcome?.result;
      },
      async signOut(options = {}) {
        actor.send({ type: 'SIGN_OUT', ...options });
        await settled();
      },
    };
  }, [actor, status, data]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
