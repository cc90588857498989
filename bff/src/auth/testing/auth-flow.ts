import { http, jarFrom, type HttpAnswer } from './http';

// Steps of the client's protocol, for tests: fetch a CSRF pair, then post a credentials sign-in.
export async function csrfPair(appUrl: string): Promise<{ csrfToken: string; cookies: Record<string, string> }> {
  const answer = await http(`${appUrl}/api/auth/csrf`);
  return { csrfToken: answer.json().csrfToken as string, cookies: jarFrom(answer) };
}

export async function signInWith(
  appUrl: string,
  provider: string,
  fields: Record<string, string>,
  extra: { callbackUrl?: string; json?: boolean } = {},
): Promise<{ answer: HttpAnswer; cookies: Record<string, string>; csrfToken: string }> {
  const { csrfToken, cookies } = await csrfPair(appUrl);
  const form: Record<string, string> = { ...fields, csrfToken, callbackUrl: extra.callbackUrl ?? '/passes' };
  if (extra.json ?? true) form.json = 'true';
  const answer = await http(`${appUrl}/api/auth/callback/${provider}`, { form, cookies });
  return { answer, cookies: jarFrom(answer, cookies), csrfToken };
}
