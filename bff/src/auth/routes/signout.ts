import type { AuthContext, AuthRequest } from '../auth-context';
import { redirectReply, type RouteResult } from '../auth-reply';
import { deleteSessionCookies } from '../session-cookie';

export function signOutRoute(request: AuthRequest, context: AuthContext): RouteResult {
  const { base, secure } = context.urls;
  if (!request.csrfVerified) return { reply: redirectReply(`${base}/signout?csrf=true`) };
  return {
    reply: redirectReply(request.callbackUrl),
    cookies: deleteSessionCookies(request.cookies, context.names.session, secure),
  };
}
