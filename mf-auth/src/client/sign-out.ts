import { AUTH_PATH } from '@citypass/contracts';
import { getCsrfToken } from './auth-client';
import { postForm } from './form-post';
import { navigateTo } from './navigate-to';
import { broadcastSession } from './session-broadcast';

interface SignOutOptions {
  callbackUrl?: string;
  redirect?: boolean;
}

/**
 * The protocol's signOut: POST /signout with the csrf token, tell the other tabs, then leave
 * for the server's URL (the resolved callbackUrl) unless redirect is false.
 */
export async function signOut({ callbackUrl, redirect = true }: SignOutOptions = {}): Promise<{ url: string | undefined } | undefined> {
  const target = callbackUrl ?? window.location.href;
  const answer = await postForm(`${AUTH_PATH}/signout`, {
    csrfToken: (await getCsrfToken()) ?? '',
    callbackUrl: target,
    json: 'true',
  });
  broadcastSession('signout');
  if (redirect) {
    navigateTo(answer.url ?? target);
    return undefined;
  }
  return { url: answer.url };
}
