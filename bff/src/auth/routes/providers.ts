import type { AuthContext, AuthRequest } from '../auth-context';
import { jsonReply, type RouteResult } from '../auth-reply';

export function providersRoute(_request: AuthRequest, context: AuthContext): RouteResult {
  const { base } = context.urls;
  const providers = Object.fromEntries(
    context.providers.map(({ id, name, type }) => [
      id,
      { id, name, type, signinUrl: `${base}/signin/${id}`, callbackUrl: `${base}/callback/${id}` },
    ]),
  );
  return { reply: jsonReply(providers) };
}
