import type { AuthContext, AuthRequest } from '../auth-context';
import { jsonReply, type RouteResult } from '../auth-reply';
import { clientLogSchema, logClientEvent } from '../client-log';

// POST /_log: no CSRF (a beacon cannot fetch a token first); a malformed beacon is refused unlogged.
export function clientLogRoute(request: AuthRequest, context: AuthContext): RouteResult {
  const { csrfToken: _csrf, callbackUrl: _callback, json: _json, ...fields } = request.body;
  const entry = clientLogSchema.safeParse(fields);
  if (!entry.success) return { reply: jsonReply({}, 400) };
  logClientEvent(context.logger, entry.data, request.requestId);
  return { reply: jsonReply({}) };
}
