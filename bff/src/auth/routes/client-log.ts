import { REMOTE_HEALTH_CODE, remoteHealthReportSchema } from '@citypass/shared-ui/contracts';
import type { AuthContext, AuthRequest } from '../auth-context';
import { jsonReply, type RouteResult } from '../auth-reply';
import { clientLogSchema, logClientEvent } from '../client-log';

// POST /_log: no CSRF (a beacon cannot fetch a token first); a malformed beacon is refused unlogged.
// A remote's health report goes to the health counts too; whether it was counted, the answer never says.
// Health reports leave at the start of every page: a CSRF cookie minted for one would race the
// page's own sign-in (its /csrf then its callback) and fail it, so their answer sets no cookie.
export function clientLogRoute(request: AuthRequest, context: AuthContext): RouteResult {
  const { csrfToken: _csrf, callbackUrl: _callback, json: _json, ...fields } = request.body;
  const entry = clientLogSchema.safeParse(fields);
  if (!entry.success) return { reply: jsonReply({}, 400) };
  if (entry.data.code === REMOTE_HEALTH_CODE) {
    const { level: _level, code: _code, client: _client, ...details } = entry.data;
    const report = remoteHealthReportSchema.safeParse(details);
    if (!report.success) return { reply: jsonReply({}, 400), withoutCookieSetUp: true };
    context.remoteHealth(report.data);
    const { token: _token, ...logged } = entry.data;
    logClientEvent(context.logger, logged);
    return { reply: jsonReply({}), withoutCookieSetUp: true };
  }
  logClientEvent(context.logger, entry.data);
  return { reply: jsonReply({}) };
}
