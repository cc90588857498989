import { createHash } from 'node:crypto';
import { FIRST_CALL_SCRIPT } from '@citypass/contracts';
import type { RemotesRegistry } from '../config/remotes-registry';

type CspDirectives = Record<string, string[]>;

// The tag manager's script and beacons come from here when an analytics id is configured.
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

interface CspInput {
  registry: RemotesRegistry;
  analyticsId: string | null;
  https: boolean;
  /**
   * Outside production, the origins of developers' dev servers a previewing page loads a remote
   * from: their hot-reload sockets too, and eval, which development builds' source maps run on.
   */
  devServers?: readonly string[];
}

/** Origins the shell loads remote code and manifests from: one per registered manifest URL. */
function remoteOrigins(registry: RemotesRegistry): string[] {
  return [...new Set(Object.values(registry).map((entry) => new URL(entry).origin))].sort();
}

/** The one inline script a page may run: the one that starts its first call (page-start.ts), by its hash. */
const FIRST_CALL_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_CALL_SCRIPT).digest('base64')}'`;

/**
 * The policy the shell page runs under. Remotes' chunks and remoteEntry.js arrive by <script> and
 * their manifests by fetch, so each remote origin is allowed for scripts and connections only.
 * styled-components injects <style> elements, hence 'unsafe-inline' for styles; there is no
 * 'unsafe-eval' because the federation runtime is configured without getPublicPath.
 */
export function cspDirectives({ registry, analyticsId, https, devServers = [] }: CspInput): CspDirectives {
  const remotes = remoteOrigins(registry);
  const analytics = analyticsId ? [TAG_MANAGER_ORIGIN] : [];
  const sockets = devServers.map((origin) => origin.replace(/^http/, 'ws'));
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", FIRST_CALL_SCRIPT_SOURCE, ...remotes, ...analytics, ...(devServers.length > 0 ? ["'unsafe-eval'"] : [])],
    'script-src-attr': ["'none'"],
    'connect-src': ["'self'", ...remotes, ...sockets, ...analytics],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...analytics],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The header value, in the order the directives were given. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
