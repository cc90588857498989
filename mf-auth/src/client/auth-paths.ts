/** The protocol's client always talks to the auth layer under this path. */
export const AUTH_BASE_PATH = '/api/auth';

/** Where sign-in sends visitors when the providers list cannot be read. */
export const AUTH_ERROR_PAGE = '/error';

/** Our sign-in page; the visitor returns to callbackUrl after signing in there. */
export function signInPageUrl(callbackUrl: string): string {
  return `/?callbackUrl=${encodeURIComponent(callbackUrl)}`;
}
