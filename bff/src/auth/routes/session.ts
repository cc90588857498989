import type { AuthContext, AuthRequest } from '../auth-context';
import { jsonReply, type RouteResult } from '../auth-reply';
import type { PublicSession } from '@citypass/contracts';
import { toPublicSession } from '../session-claims';
import { deleteSessionCookies, readSessionValue, writeSessionCookies } from '../session-cookie';
import { sessionUpdateSchema } from '../request-schemas';

// GET reads the session, POST (an update) re-issues it; both slide the expiry. An update's `data`
// is accepted but cannot change the claims: they come from the upstream alone.
export async function getSessionRoute(request: AuthRequest, context: AuthContext): Promise<RouteResult> {
  const { body, cookies } = await refreshSession(request, context);
  return { reply: { type: 'json', status: 200, body, noCache: true }, cookies };
}

export async function updateSessionRoute(request: AuthRequest, context: AuthContext): Promise<RouteResult> {
  if (!request.csrfVerified || !sessionUpdateSchema.safeParse(request.body).success) {
    return { reply: jsonReply({}, 400) };
  }
  const { body, cookies } = await refreshSession(request, context);
  return { reply: jsonReply(body), cookies };
}

async function refreshSession(
  request: AuthRequest,
  context: AuthContext,
): Promise<{ body: PublicSession | Record<string, never>; cookies: string[] }> {
  const { names, urls, codec } = context;
  const value = readSessionValue(request.cookies, names.session);
  if (!value) return { body: {}, cookies: [] };
  const now = context.now();
  const claims = (await codec.decode(value, now))?.claims;
  if (!claims) return { body: {}, cookies: deleteSessionCookies(request.cookies, names.session, urls.secure) };
  const expires = new Date(now.getTime() + context.codec.maxAgeSeconds * 1000);
  const token = await codec.encode(claims, now);
  return {
    body: toPublicSession(claims, expires),
    cookies: writeSessionCookies({
      cookies: request.cookies,
      sessionName: names.session,
      value: token,
      expires,
      secure: urls.secure,
    }),
  };
}
