import type { AuthContext, AuthRequest } from '../auth-context';
import { jsonReply, type RouteResult } from '../auth-reply';
import { clientLogSchema, logClientEvent } from '../client-log';
import { missingMessageOf } from '../missing-message';

// POST /_log: no CSRF (a beacon cannot fetch a token first); a malformed beacon is refused unlogged.
// A text a page's catalogue lacked is counted too.
export function clientLogRoute(request: AuthRequest, context: AuthContext): RouteResult {
  const { csrfToken: _csrf, callbackUrl: _callback, json: _json, ...fields } = request.body;
  const entry = clientLogSchema.safeParse(fields);
  if (!entry.success) return { reply: jsonReply({}, 400) };
  logClientEvent(context.logger, entry.data, request.requestId);
  const missing = missingMessageOf(entry.data);
  if (missing) context.metrics?.missingMessage(missing);
  return { reply: jsonReply({}) };
}
