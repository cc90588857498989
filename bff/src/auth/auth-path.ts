import type { Request, RequestHandler } from 'express';

// The reference reads the action and the provider id from the first two non-empty segments of the
// path under the base, as sent (not decoded, case and all), and ignores any further segments. The
// path is cut to its action before the routes match, so each action is one plain route path (and
// one route label), and the provider id is kept beside the request.

export interface AuthPath {
  action: string | undefined;
  providerId: string | undefined;
}

const authPaths = new WeakMap<Request, AuthPath>();

/** Reads the request's action and provider id, then leaves `/<action>` (and the query) for the routes. */
export const toActionPath: RequestHandler = (req, _res, next) => {
  const [action, providerId] = req.path.split('/').filter(Boolean);
  authPaths.set(req, { action, providerId });
  const query = req.url.indexOf('?');
  req.url = `/${action ?? ''}${query < 0 ? '' : req.url.slice(query)}`;
  next();
};

/** The action and provider id the request's path named, as `toActionPath` read them. */
export function authPathOf(req: Request): AuthPath {
  return authPaths.get(req) ?? { action: undefined, providerId: undefined };
}
