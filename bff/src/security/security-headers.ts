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

/**
 * helmet's headers on every answer, with a Content-Security-Policy that follows the remotes
 * registry: the registry can change while the BFF runs, so the policy is rebuilt when it does.
 */
export function createSecurityHeaders(options: SecurityHeadersOptions): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  let cached: { registry: RemotesRegistry; header: string } | null = null;
  const policyFor = (registry: RemotesRegistry) => {
    if (cached?.registry !== registry) {
      cached = { registry, header: serializeCsp(cspDirectives({ registry, analyticsId: options.analyticsId, https: options.https })) };
    }
    return cached.header;
  };
  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', policyFor(options.registry()));
    base(req, res, next);
  };
}
