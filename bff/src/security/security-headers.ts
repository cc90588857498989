import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { RemotesRegistry } from '../config/remotes-registry';
import { cspDirectives, serializeCsp } from './content-security-policy';

interface SecurityHeadersOptions {
  registry: () => RemotesRegistry;
  analyticsId: string | null;
  /** PUBLIC_URL is https: send HSTS and upgrade insecure requests. */
  https: boolean;
}

type HeaderList = readonly (readonly [string, string])[];

/**
 * The headers helmet sets, worked out once: they depend on its options alone, and running its
 * dozen middlewares on every answer cost the API calls more than the headers themselves.
 */
function helmetHeaders(https: boolean): HeaderList {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  const middleware = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  let done = false;
  (middleware as unknown as (req: object, res: object, next: (error?: unknown) => void) => void)({}, recorder, (error) => {
    if (error) throw error;
    done = true;
  });
  // helmet sets its headers synchronously; a version that did not would send none here.
  if (!done || headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

/** The policy of a page loading a remote from a developer's dev server (outside production): its own manifests, and the servers' sockets. */
export function createDevServerPolicy(options: Omit<SecurityHeadersOptions, 'registry'>): (registry: RemotesRegistry, devServers: readonly string[]) => string {
  return (registry, devServers) => serializeCsp(cspDirectives({ registry, devServers, analyticsId: options.analyticsId, https: options.https }));
}

/**
 * helmet's headers on every answer, with a Content-Security-Policy that follows the remotes
 * registry: the registry can change while the BFF runs, so the policy is rebuilt when it does.
 */
export function createSecurityHeaders(options: SecurityHeadersOptions): RequestHandler {
  const fixed = helmetHeaders(options.https);
  let cached: { registry: RemotesRegistry; header: string } | null = null;
  const policyFor = (registry: RemotesRegistry) => {
    if (cached?.registry !== registry) {
      cached = { registry, header: serializeCsp(cspDirectives({ registry, analyticsId: options.analyticsId, https: options.https })) };
    }
    return cached.header;
  };
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', policyFor(options.registry()));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
