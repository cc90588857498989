import { ROUTES } from '@citypass/contracts';

/** Where sign-in sends visitors when the providers list cannot be read. */
export const AUTH_ERROR_PAGE = ROUTES.error;

/** Our sign-in page; the visitor returns to callbackUrl after signing in there. */
export function signInPageUrl(callbackUrl: string): string {
  return `/?callbackUrl=${encodeURIComponent(callbackUrl)}`;
}

/**
 * Sign-in showing why a sign-in was refused, with the page the visitor was on as return address.
 * Refused on the sign-in page itself, that page keeps its own query and shows the error.
 */
export function signInRefusalUrl(code: string, returnTo: string): string {
  const url = new URL(returnTo, 'http://page.invalid');
  if (url.pathname === '/') {
    url.searchParams.set('error', code);
    return `/${url.search}`;
  }
  return `/?error=${encodeURIComponent(code)}&callbackUrl=${encodeURIComponent(returnTo)}`;
}
