import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';
import type { RemotesRegistry } from '../config/remotes-registry';
import { cspDirectives, serializeCsp } from './content-security-policy';

interface SecurityHeadersOptions {
  registry: () => RemotesRegistry;
  analyticsId: string | null;
  /** PUBLIC_URL is https: send HSTS and upgrade insecure requests. */
  https: boolean;
}

type Headers = Map<string, string>;

// Each kind of answer gets the headers it needs, no more (SECURITY.md, "Headers by kind of answer"):
// a page the full policy; a JSON answer of /api what OWASP's REST guidance asks; a file what a
// file needs. Each set is worked out once, at start, and set in one call as the answer's headers
// go out, when what it is (its Content-Type) is known.

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers helmet sets on a page, worked out once: they depend on its options alone. */
function helmetHeaders(https: boolean): Headers {
  const headers: Headers = new Map();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: () => undefined,
  };
  const middleware = helmet({ contentSecurityPolicy: false, strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false });
  let done = false;
  (middleware as unknown as (req: object, res: object, next: (error?: unknown) => void) => void)({}, recorder, (error) => {
    if (error) throw error;
    done = true;
  });
  // helmet sets its headers synchronously; a version that did not would send none here.
  if (!done || headers.size === 0) throw new Error('helmet set no headers');
  return headers;
}

/** What an /api JSON answer needs: no sniffing, framed by nobody, read by this origin only, and HSTS in production. */
function apiHeaders(https: boolean): Headers {
  return new Map([
    ['X-Content-Type-Options', 'nosniff'],
    ['Content-Security-Policy', "frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(https ? [['Strict-Transport-Security', HSTS] as [string, string]] : []),
  ]);
}

/** What a file needs (a hashed script, an icon, the manifest, robots.txt); its cache policy is its own route's. */
const FILE_HEADERS: Headers = new Map([
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
]);

/** The policy of a page loading a remote from a developer's dev server (outside production): its own manifests, and the servers' sockets. */
export function createDevServerPolicy(options: Omit<SecurityHeadersOptions, 'registry'>): (registry: RemotesRegistry, devServers: readonly string[]) => string {
  return (registry, devServers) => serializeCsp(cspDirectives({ registry, devServers, analyticsId: options.analyticsId, https: options.https }));
}

/** A page, an API answer (of /api, or JSON as /healthz's) or a file, by what the answer carries. */
function kindOf(req: Request, res: Response): 'page' | 'api' | 'file' {
  const type = String(res.getHeader('content-type') ?? '');
  if (type.startsWith('text/html')) return 'page';
  return req.originalUrl.startsWith('/api/') || type.startsWith('application/json') ? 'api' : 'file';
}

/**
 * The security headers of every answer, by its kind. A page's Content-Security-Policy follows the
 * remotes registry, which can change while the BFF runs, so it is rebuilt when the registry does;
 * a page that set a policy of its own (a dev server previewed) keeps it.
 */
export function createSecurityHeaders(options: SecurityHeadersOptions): RequestHandler {
  const page = helmetHeaders(options.https);
  const api = apiHeaders(options.https);
  let cached: { registry: RemotesRegistry; header: string } | null = null;
  const policyFor = (registry: RemotesRegistry) => {
    if (cached?.registry !== registry) {
      cached = { registry, header: serializeCsp(cspDirectives({ registry, analyticsId: options.analyticsId, https: options.https })) };
    }
    return cached.header;
  };
  return (req, res, next) => {
    onHeaders(res, () => {
      const kind = kindOf(req, res);
      if (kind === 'api') res.setHeaders(api);
      else if (kind === 'file') res.setHeaders(FILE_HEADERS);
      else {
        res.setHeaders(page);
        if (!res.hasHeader('content-security-policy')) res.setHeader('Content-Security-Policy', policyFor(options.registry()));
      }
    });
    next();
  };
}
