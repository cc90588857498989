import type { AuthRequest } from '../auth-context';
import type { RouteResult } from '../auth-reply';

export function csrfRoute(request: AuthRequest): RouteResult {
  return { reply: { type: 'json', status: 200, body: { csrfToken: request.csrfToken }, noCache: true } };
}
