import type { SessionData, SignInResult } from '@citypass/shared-ui/platform/session';

// What the session machine is given, keeps and hears.

/** A magic-link token the page was opened with, and the page (without the token) to return to. */
export interface MagicLinkSignIn {
  token: string;
  returnTo: string;
}

export interface SessionMachineInput {
  /** Poll while signed in, in ms; 0 turns the poll off. */
  pollIntervalMs: number;
  refetchOnWindowFocus: boolean;
  /** The session the page was served with (null: signed out); when given, there is no first fetch. */
  initialSession?: SessionData | null;
  /** Signs in with this token once the session turns out empty. */
  magicLink?: MagicLinkSignIn;
}

export interface SignInRequest {
  provider: string;
  options: Record<string, string | boolean>;
}

export type SignInOutcome = { result: SignInResult | undefined } | { failure: unknown };

export interface SessionMachineContext extends Omit<SessionMachineInput, 'initialSession' | 'magicLink'> {
  /** Whether the session was known when the machine started (given by the page). */
  knownAtStart: boolean;
  session: SessionData | null;
  /** Kept until it has been used, or found unneeded because someone is signed in. */
  magicLink: MagicLinkSignIn | null;
  signIn: SignInOutcome | null;
  updated: SessionData | null;
}

export type SessionMachineEvent =
  | { type: 'VISIBLE' }
  | { type: 'SESSION_MESSAGE' }
  | { type: 'UPDATE'; data?: unknown }
  | { type: 'SIGN_IN'; request: SignInRequest }
  | { type: 'SIGN_OUT'; callbackUrl?: string; redirect?: boolean };
