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

const AUTH_ROUTE_PREFIX = '/api/auth';
const SIGN_IN_PAGE_PATH = '/';
export const ERROR_PAGE_PATH = '/error';

export function createAuthUrls(publicUrl: string): AuthUrls {
  const { origin, protocol } = new URL(publicUrl);
  return {
    origin,
    base: `${origin}${AUTH_ROUTE_PREFIX}`,
    secure: protocol === 'https:',
    signInPage: `${origin}${SIGN_IN_PAGE_PATH}`,
    errorPage: `${origin}${ERROR_PAGE_PATH}`,
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
