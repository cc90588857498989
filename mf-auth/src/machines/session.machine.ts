import { assign, fromPromise, setup } from 'xstate';
import type { SessionData, SignInResult } from '@citypass/shared-ui/platform/session';
import { signInRefusalUrl } from '../client/auth-paths';
import { MAGIC_LINK_PROVIDER } from '../hooks/magic-link-sign-in';
import type { SessionMachineContext, SessionMachineEvent, SessionMachineInput, SignInRequest } from './session-machine-types';

/** Default poll while signed in (spec: session keep-alive every 60 seconds). */
export const SESSION_POLL_MS = 60_000;

/**
 * The session's lifecycle. The fetches are actors supplied with `.provide()`: `loadSession`
 * resolves to the session or null and rejects when the server could not be asked, so a failed
 * background refetch keeps the session instead of signing the visitor out on a network blip.
 * Signed out, the machine neither polls nor refetches on focus; a message from another tab
 * always refetches, and one that arrives while a fetch is under way asks again (that fetch
 * may have been answered before the change).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionMachineContext,
    events: {} as SessionMachineEvent,
    input: {} as SessionMachineInput,
  },
  actors: {
    loadSession: fromPromise<SessionData | null>(async () => null),
    updateSession: fromPromise<SessionData | null, { data: unknown }>(async () => null),
    signIn: fromPromise<SignInResult | undefined, SignInRequest>(async () => undefined),
    signOut: fromPromise<unknown, { callbackUrl?: string; redirect?: boolean }>(async () => undefined),
  },
  actions: {
    broadcastChange: () => undefined,
    reportSessionError: (_, _params: { error: unknown }) => undefined,
    leaveForSignIn: (_, _params: { url: string }) => undefined,
    forgetMagicLink: assign({ magicLink: null }),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    hasMagicLink: ({ context }) => context.magicLink !== null,
    knownAtStart: ({ context }) => context.knownAtStart,
    pollEnabled: ({ context }) => context.pollIntervalMs > 0,
    refetchOnFocus: ({ context }) => context.refetchOnWindowFocus,
  },
  delays: {
    poll: ({ context }) => context.pollIntervalMs,
  },
}).createMachine({
  id: 'session',
  context: ({ input: { initialSession, magicLink, ...input } }) => ({
    ...input,
    knownAtStart: initialSession !== undefined,
    session: initialSession ?? null,
    magicLink: magicLink ?? null,
    signIn: null,
    updated: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'knownAtStart', target: 'settled' }, { target: 'loading' }],
    },
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadSession',
        onDone: { target: 'settled', actions: assign({ session: ({ event }) => event.output }) },
        onError: {
          target: 'settled',
          actions: [assign({ session: null }), { type: 'reportSessionError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
      on: { SESSION_MESSAGE: { target: 'loading', reenter: true } },
    },
    settled: {
      always: [
        { guard: 'hasSession', target: 'authenticated', actions: 'forgetMagicLink' },
        { guard: 'hasMagicLink', target: 'signingInWithLink' },
        { target: 'unauthenticated' },
      ],
    },
    authenticated: {
      after: { poll: { guard: 'pollEnabled', target: 'refetching' } },
      on: {
        VISIBLE: { guard: 'refetchOnFocus', target: 'refetching' },
        SESSION_MESSAGE: 'refetching',
        UPDATE: 'updating',
      },
    },
    unauthenticated: {
      on: { SESSION_MESSAGE: 'refetching' },
    },
    refetching: {
      invoke: {
        src: 'loadSession',
        onDone: { target: 'settled', actions: assign({ session: ({ event }) => event.output }) },
        onError: { target: 'settled', actions: { type: 'reportSessionError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { SESSION_MESSAGE: { target: 'refetching', reenter: true } },
    },
    updating: {
      tags: ['loading', 'busy'],
      entry: assign({ updated: null }),
      invoke: {
        src: 'updateSession',
        input: ({ event }) => ({ data: event.type === 'UPDATE' ? event.data : undefined }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'settled',
            actions: [assign({ session: ({ event }) => event.output, updated: ({ event }) => event.output }), 'broadcastChange'],
          },
          { target: 'settled' },
        ],
        onError: { target: 'settled', actions: { type: 'reportSessionError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signingIn: {
      tags: 'busy',
      entry: assign({ signIn: null }),
      invoke: {
        src: 'signIn',
        input: ({ event }) => (event.type === 'SIGN_IN' ? event.request : { provider: '', options: {} }),
        onDone: [
          {
            guard: ({ event }) => event.output?.ok === true,
            target: 'afterSignIn',
            actions: assign({ signIn: ({ event }) => ({ result: event.output }) }),
          },
          { target: 'settled', actions: assign({ signIn: ({ event }) => ({ result: event.output }) }) },
        ],
        onError: { target: 'settled', actions: assign({ signIn: ({ event }) => ({ failure: event.error }) }) },
      },
    },
    // The new session is being read: loading, not signed out, so a guarded page waits for it.
    afterSignIn: {
      tags: ['loading', 'busy'],
      invoke: {
        src: 'loadSession',
        onDone: { target: 'settled', actions: [assign({ session: ({ event }) => event.output }), 'broadcastChange'] },
        onError: { target: 'settled', actions: { type: 'reportSessionError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signingOut: {
      tags: 'busy',
      invoke: {
        src: 'signOut',
        input: ({ event }) =>
          event.type === 'SIGN_OUT' ? { callbackUrl: event.callbackUrl, redirect: event.redirect } : {},
        onDone: [
          // signOut resolves with nothing when it has sent the browser to the callback URL.
          { guard: ({ event }) => event.output === undefined, target: 'leaving' },
          { target: 'unauthenticated', actions: assign({ session: null }) },
        ],
        onError: { target: 'settled', actions: { type: 'reportSessionError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Spec: a magic-link token in the query with no session signs in with it, returning to the
    // current page. Loading throughout, so a guarded page waits instead of leaving for sign-in.
    signingInWithLink: {
      tags: 'loading',
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({
          provider: MAGIC_LINK_PROVIDER,
          options: { magicLinkToken: context.magicLink?.token ?? '', callbackUrl: context.magicLink?.returnTo ?? '/', redirect: false },
        }),
        onDone: [
          { guard: ({ event }) => event.output?.ok === true, target: 'afterSignIn', actions: 'forgetMagicLink' },
          // Nothing back: the sign-in has already sent the page to the error page.
          { guard: ({ event }) => event.output === undefined, target: 'leavingAfterLink' },
          {
            target: 'leavingAfterLink',
            actions: {
              type: 'leaveForSignIn',
              params: ({ context, event }) => ({ url: signInRefusalUrl(event.output?.error ?? 'SOMETHING_WRONG', context.magicLink?.returnTo ?? '/') }),
            },
          },
        ],
        onError: {
          target: 'leavingAfterLink',
          actions: {
            type: 'leaveForSignIn',
            params: ({ context }) => ({ url: signInRefusalUrl('SOMETHING_WRONG', context.magicLink?.returnTo ?? '/') }),
          },
        },
      },
    },
    // The page is leaving after a magic link was refused: loading until it has gone, so a guarded
    // page does not send the visitor to sign-in a second time (without the refusal).
    leavingAfterLink: {
      tags: 'loading',
    },
    // The page is being left for the sign-out's callback URL. The session stays as it was
    // until then, so a guarded page does not race that navigation with its own sign-in redirect.
    leaving: {},
  },
  on: {
    SIGN_IN: '.signingIn',
    SIGN_OUT: '.signingOut',
  },
});
