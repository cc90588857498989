import type { SignInResult } from '@citypass/shared-ui/platform/session';
import { AUTH_PATH } from '@citypass/contracts';
import { AUTH_ERROR_PAGE, signInPageUrl } from './auth-paths';
import { getCsrfToken, getProviders } from './auth-client';
import { postForm } from './form-post';
import { navigateTo } from './navigate-to';

type SignInOptions = Record<string, string | boolean> & { callbackUrl?: string; redirect?: boolean };

function errorOf(url: string | undefined): string | null {
  if (url === undefined) return null;
  try {
    return new URL(url, window.location.origin).searchParams.get('error');
  } catch {
    return null;
  }
}

/**
 * The protocol's signIn. Credentials providers post to callback/{id}, others to signin/{id};
 * the form carries the options, a fresh csrfToken, callbackUrl and json=true. With redirect
 * (the default) the page leaves and the result is undefined; without it the result says why
 * a sign-in failed, read from the `error` of the answer's URL.
 */
export async function signIn(
  provider?: string,
  options: SignInOptions = {},
  authParams?: Record<string, string>,
): Promise<SignInResult | undefined> {
  const callbackUrl = typeof options.callbackUrl === 'string' ? options.callbackUrl : window.location.href;
  const redirect = options.redirect !== false;

  const providers = await getProviders();
  if (!providers) {
    navigateTo(AUTH_ERROR_PAGE);
    return undefined;
  }
  const chosen = provider === undefined ? undefined : providers[provider];
  if (!chosen) {
    navigateTo(signInPageUrl(callbackUrl));
    return undefined;
  }

  const isCredentials = chosen.type === 'credentials';
  const isEmail = chosen.type === 'email';
  const query = authParams ? `?${new URLSearchParams(authParams).toString()}` : '';
  const url = isCredentials
    ? `${AUTH_PATH}/callback/${encodeURIComponent(chosen.id)}`
    : `${AUTH_PATH}/signin/${encodeURIComponent(chosen.id)}${query}`;

  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(options)) fields[name] = String(value);
  const answer = await postForm(url, {
    ...fields,
    csrfToken: (await getCsrfToken()) ?? '',
    callbackUrl,
    json: 'true',
  });

  if (redirect || !(isCredentials || isEmail)) {
    navigateTo(answer.url ?? callbackUrl);
    return undefined;
  }
  const error = errorOf(answer.url);
  return { error, status: answer.status, ok: answer.ok, url: error ? null : (answer.url ?? null) };
}
