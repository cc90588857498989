// The `route` label of a request: the template Express matched, never the path asked for, so a
// label has as many values as the code has routes, whatever visitors send.

interface MatchedRequest {
  /** Where the router that answered is mounted (a fixed path in our apps). */
  baseUrl: string;
  /** The route Express matched, when a route (not a middleware) answered. */
  route?: { path?: unknown };
}

export function routeLabel(req: MatchedRequest, status: number): string {
  const path = req.route?.path;
  if (typeof path === 'string') return `${req.baseUrl}${path}`;
  if (status === 404) return 'unmatched';
  if (path instanceof RegExp) return `${req.baseUrl}/(pattern)`;
  // A list of paths: the shell's page, one route for every page of the app.
  if (Array.isArray(path)) return `${req.baseUrl}/(page)`;
  // A middleware answered (a static file, a refusal before any route): where it is mounted.
  return `${req.baseUrl}/*`;
}
