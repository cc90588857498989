import { fromPromise } from 'xstate';
import { postSessionUpdate, readSession, SessionFetchError } from '../client/auth-client';
import { logClientError } from '../client/client-logger';
import { navigateTo } from '../client/navigate-to';
import { broadcastSession } from '../client/session-broadcast';
import { signIn } from '../client/sign-in';
import { signOut } from '../client/sign-out';
import { sessionMachine } from '../machines/session.machine';

/** The session machine wired to the real auth endpoints, localStorage, the log beacon and page navigation. */
export const liveSessionMachine = sessionMachine.provide({
  actors: {
    loadSession: fromPromise(() => readSession()),
    updateSession: fromPromise(({ input }) => postSessionUpdate(input.data)),
    signIn: fromPromise(({ input }) => signIn(input.provider, input.options)),
    signOut: fromPromise(({ input }) => signOut(input)),
  },
  actions: {
    broadcastChange: () => broadcastSession('getSession'),
    reportSessionError: (_, { error }) => {
      // A failed fetch was already reported as CLIENT_FETCH_ERROR by the fetch helper.
      if (!(error instanceof SessionFetchError)) logClientError('CLIENT_SESSION_ERROR', { error });
    },
    leaveForSignIn: (_, { url }) => navigateTo(url),
  },
});
