import { AUTH_PATH, ROUTES } from '@citypass/contracts';

// The absolute addresses the protocol speaks in, derived once from the public URL.
export interface AuthUrls {
  /** Scheme, host and port the site is served from, without a trailing slash. */
  origin: string;
  /** Absolute base of the auth routes: `{origin}/api/auth`. */
  base: string;
  /** Secure cookies (names and the Secure attribute) when the site is served over https. */
  secure: boolean;
  signInPage: string;
  errorPage: string;
}

export function createAuthUrls(publicUrl: string): AuthUrls {
  const { origin, protocol } = new URL(publicUrl);
  return {
    origin,
    base: `${origin}${AUTH_PATH}`,
    secure: protocol === 'https:',
    signInPage: `${origin}${ROUTES.signIn}`,
    errorPage: `${origin}${ROUTES.error}`,
  };
}

export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, value);
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}
