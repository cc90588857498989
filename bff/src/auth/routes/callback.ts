import type { RequestHandler } from 'express';
import type { AuthContext, AuthRequest } from '../auth-context';
import { authPathOf } from '../auth-path';
import { redirectReply, type RouteResult } from '../auth-reply';
import { withQuery } from '../auth-urls';
import { writeSessionCookies } from '../session-cookie';

// POST /callback/{id}: checks the credentials against the upstream and sets the session cookie.
export async function callbackRoute(request: AuthRequest, context: AuthContext): Promise<RouteResult> {
  const provider = context.providers.find((candidate) => candidate.id === request.providerId);
  if (!provider?.authorize || request.method !== 'POST') {
    return {
      reply: { type: 'text', status: 500, body: `Error: Callback for provider type credentials not supported` },
    };
  }
  const { base, secure } = context.urls;
  // Safer than the reference (which answers 200): a bad CSRF token must not look like a success.
  if (!request.csrfVerified) return { reply: redirectReply(`${base}/signin?csrf=true`, 403) };

  const outcome = await provider.authorize(request.body, request.scenario ? { scenario: request.scenario } : {});
  context.metrics?.signIn(provider.id, outcome.ok ? 'ok' : outcome.error);
  if (!outcome.ok) {
    context.logger.info({ request_id: request.requestId, code: outcome.error, provider: provider.id }, 'sign-in refused');
    return { reply: redirectReply(withQuery(`${base}/error`, { error: outcome.error, provider: provider.id }), outcome.status) };
  }
  const now = context.now();
  const expires = new Date(now.getTime() + context.codec.maxAgeSeconds * 1000);
  const token = await context.codec.encode(outcome.claims, now);
  return {
    reply: redirectReply(request.callbackUrl),
    cookies: writeSessionCookies({
      cookies: request.cookies,
      sessionName: context.names.session,
      value: token,
      expires,
      secure,
    }),
  };
}

/** A callback of a provider we do not have is no action of ours: it goes on to the unsupported answer. */
export function forKnownProvider(context: Pick<AuthContext, 'providers'>): RequestHandler {
  return (req, _res, next) => {
    const { providerId } = authPathOf(req);
    next(context.providers.some((provider) => provider.id === providerId) ? undefined : 'route');
  };
}
