import type { IncomingMessage } from 'node:http';
import { parse, type ParsedUrlQuery } from 'node:querystring';

/** Where the protocol is served. */
export const AUTH_MOUNT = '/api/auth';

/** A request on either of the paths that serve the protocol: Express's app (which notes the full URL) or the front door. */
export type AuthHttpRequest = IncomingMessage & { originalUrl?: string; body?: unknown };

/**
 * The path under AUTH_MOUNT and the query, read as Express's router reads them (`req.path`, and
 * `req.query` by its simple parser), from the full URL: the same on both paths.
 */
export function authUrlOf(req: AuthHttpRequest): { path: string; query: ParsedUrlQuery } {
  const url = (req.originalUrl ?? req.url ?? '').slice(AUTH_MOUNT.length);
  const queryAt = url.indexOf('?');
  return queryAt < 0 ? { path: url, query: {} } : { path: url.slice(0, queryAt), query: parse(url.slice(queryAt + 1)) };
}
