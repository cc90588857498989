import type { AuthContext, AuthRequest } from '../auth-context';
import { redirectReply, type RouteResult } from '../auth-reply';

// POST /signin/{id}: our providers are all credentials ones, whose sign-in goes through the
// callback route; this answers what the protocol answers for them.
export function signInRoute(request: AuthRequest, context: AuthContext): RouteResult {
  const { base } = context.urls;
  const known = context.providers.some((provider) => provider.id === request.providerId);
  if (!request.csrfVerified || !known) return { reply: redirectReply(`${base}/signin?csrf=true`) };
  return { reply: redirectReply(`${base}/signin`) };
}
