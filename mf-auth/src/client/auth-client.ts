import { checkSession } from '@citypass/shared-ui/platform/contract-checks';
import type { SessionData } from '@citypass/shared-ui/platform/session';
import { fetchAuth, fetchAuthData } from './auth-fetch';
import { broadcastSession } from './session-broadcast';

/** The BFF's public session, checked against the contract; anything else (including `{}`) is no session. */
const toSessionData = (value: unknown): SessionData | null => checkSession(value) ?? null;

type ProviderType = 'credentials' | 'email' | 'oauth';

interface ClientProvider {
  id: string;
  name: string;
  type: ProviderType | string;
  signinUrl: string;
  callbackUrl: string;
}

type ProvidersMap = Record<string, ClientProvider>;

/** Thrown by readSession when the session endpoint could not be asked (network, 5xx, not JSON). */
export class SessionFetchError extends Error {
  constructor() {
    super('The session could not be fetched');
    this.name = 'SessionFetchError';
  }
}

/** The session, null when signed out; throws SessionFetchError when the server could not be asked. */
export async function readSession(): Promise<SessionData | null> {
  const outcome = await fetchAuth('session');
  if (!outcome.ok) throw new SessionFetchError();
  return toSessionData(outcome.data);
}

/** The protocol's getSession: a failure reads as no session; other tabs are told unless broadcast is false. */
export async function getSession({ broadcast = true }: { broadcast?: boolean } = {}): Promise<SessionData | null> {
  const session = toSessionData(await fetchAuthData('session'));
  if (broadcast) broadcastSession('getSession');
  return session;
}

export async function getCsrfToken(): Promise<string | undefined> {
  const data = await fetchAuthData('csrf');
  if (typeof data === 'object' && data !== null && 'csrfToken' in data && typeof data.csrfToken === 'string') {
    return data.csrfToken;
  }
  return undefined;
}

export async function getProviders(): Promise<ProvidersMap | null> {
  const data = await fetchAuthData('providers');
  return typeof data === 'object' && data !== null ? (data as ProvidersMap) : null;
}

/**
 * Asks the server to refresh the session (POST /session with the csrf token and data).
 * Returns the new session, or null when there is none or the call failed.
 */
export async function postSessionUpdate(data?: unknown): Promise<SessionData | null> {
  const csrfToken = await getCsrfToken();
  return toSessionData(await fetchAuthData('session', { csrfToken, data }));
}
