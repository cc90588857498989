import { useEffect, useState, type ReactNode } from 'react';
import { AUTH_PATH } from '@citypass/contracts';
import { checkSession } from '@citypass/shared-ui/platform/contract-checks';
import { SessionContext, type SessionContextValue, type SessionData } from '@citypass/shared-ui/platform/session';

async function readSession(): Promise<SessionData | null> {
  const response = await fetch(`${AUTH_PATH}/session`, { credentials: 'same-origin' });
  return checkSession(await response.json()) ?? null;
}

async function postSignOut(): Promise<void> {
  const { csrfToken } = (await (await fetch(`${AUTH_PATH}/csrf`)).json()) as { csrfToken: string };
  await fetch(`${AUTH_PATH}/signout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, callbackUrl: '/', json: 'true' }),
  });
}

/**
 * A remote's standalone dev host reads the session the BFF already holds (sign in once on the
 * app's origin; the cookie is shared by every localhost port), without the auth remote.
 */
export function DevSessionProvider({ children }: { children: ReactNode }) {
  const [data, setData] = useState<SessionData | null | undefined>(undefined);
  useEffect(() => {
    readSession().then(setData, () => setData(null));
  }, []);
  const value: SessionContextValue = {
    status: data === undefined ? 'loading' : data ? 'authenticated' : 'unauthenticated',
    data: data ?? null,
    update: async () => {
      const next = await readSession();
      setData(next);
      return next;
    },
    signIn: async () => {
      window.location.assign('/');
      return undefined;
    },
    signOut: async () => {
      await postSignOut();
      setData(null);
    },
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
