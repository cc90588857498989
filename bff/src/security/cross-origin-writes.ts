import type { RequestHandler } from 'express';

// Defence in depth beside SameSite cookies, CORS and the auth csrf token: a call that changes
// something must come from a page of the app. Browsers name the page's origin on every such call
// (and mark a cross-site one); a client that names none is no browser page acting for a visitor.
// Reads stay open: the browser keeps their answers from other origins.

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface CallOrigin {
  method: string;
  /** The `Origin` header, if any. */
  origin: string | undefined;
  /** The `Sec-Fetch-Site` header, if any. */
  fetchSite: string | undefined;
}

/** Whether a call changes state on behalf of a page that is not one of the allowed origins. */
function isForeignWrite(call: CallOrigin, allowedOrigins: readonly string[]): boolean {
  if (READS.has(call.method)) return false;
  if (call.fetchSite === 'cross-site') return true;
  if (call.origin === undefined) return false;
  const origin = originOf(call.origin);
  return origin === null || !allowedOrigins.includes(origin);
}

/**
 * The origins whose pages may change state: the app's; outside production also the remotes' own
 * origins, where each remote's standalone dev host runs and calls the BFF through its dev server.
 */
export function writeOrigins(publicUrl: string, remoteManifests: readonly string[], production: boolean): string[] {
  const app = new URL(publicUrl).origin;
  return production ? [app] : [app, ...remoteManifests.map((url) => new URL(url).origin)];
}

/** Answers a foreign state-changing call 403 NOT_AUTHORISED (the front end goes to the root). */
export function createCrossOriginWriteGuard(allowedOrigins: () => readonly string[]): RequestHandler {
  return (req, res, next) => {
    const { method } = req;
    // Reads never need the allowed origins, which outside production follow the registry file.
    if (READS.has(method)) return next();
    const call = { method, origin: header(req.headers.origin), fetchSite: header(req.headers['sec-fetch-site']) };
    if (!isForeignWrite(call, allowedOrigins())) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.status(403).json({ error_code: 'NOT_AUTHORISED' });
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    // An opaque origin (`null`: sandboxed frames, some redirects) is no page of the app.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
