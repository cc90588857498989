import type { AuthContext, AuthRequest } from '../auth-context';
import { SIGN_IN_PAGE_ERRORS } from '../auth-errors';
import type { RouteResult } from '../auth-reply';
import { withQuery } from '../auth-urls';

// GET signin, signout and error: our own pages render them, so these only redirect there.
export function signInPageRoute(request: AuthRequest, context: AuthContext): RouteResult {
  return redirect(withQuery(context.urls.signInPage, { callbackUrl: request.callbackUrl, error: request.queryError }));
}

// There is no sign-out page: signing out is a POST; the visitor lands on the home/sign-in page.
export function signOutPageRoute(request: AuthRequest, context: AuthContext): RouteResult {
  return redirect(withQuery(context.urls.signInPage, { callbackUrl: request.callbackUrl }));
}

export function errorPageRoute(request: AuthRequest, context: AuthContext): RouteResult {
  const error = request.queryError;
  if (error !== undefined && SIGN_IN_PAGE_ERRORS.has(error)) {
    return redirect(withQuery(`${context.urls.base}/signin`, { error }));
  }
  return redirect(withQuery(context.urls.errorPage, { error }));
}

function redirect(url: string): RouteResult {
  return { reply: { type: 'redirect', status: 302, url } };
}
