import type { Router } from 'express';
import { createPreviewCookies, createPreviewLinks, createReleaseGate, withPreviews, type OriginCheck, type PreviewLinks, type RegistryStore, type ReleaseOrigins } from '@citypass/releases';
import { createPreviewRoutes, previewsOf } from './preview-routes';
import type { PreviewSource } from './visitor-remotes';

/** Teams' previews in the BFF: the links the release API signs, what previewing pages load, and the routes that open and end a preview. */
export interface Previews {
  links: PreviewLinks;
  /** For the visitor's page; none without a registry, where there is no release to preview (the cookie is never read). */
  source: PreviewSource | undefined;
  routes: Router;
}

export function createPreviews(options: {
  secret: string;
  publicUrl: string;
  production: boolean;
  registry: RegistryStore | null;
  origins: ReleaseOrigins;
  originCheck: OriginCheck;
  shellProvides: () => Promise<Record<string, string>>;
  secureCookie: boolean;
}): Previews {
  const { registry, origins, shellProvides } = options;
  const links = createPreviewLinks(options.secret, options.publicUrl);
  const cookies = createPreviewCookies(options.secret);
  // A developer may point one remote of a running deployment at their dev server: never in production.
  const devServers = !options.production;
  return {
    links,
    source: registry
      ? {
          of: (req) => previewsOf(req, cookies),
          apply: async (visitor, previewing) => withPreviews(visitor, previewing, { state: registry.current(), origins, shellProvides: await shellProvides(), devServers }),
        }
      : undefined,
    routes: createPreviewRoutes({
      links,
      cookies,
      gate: registry && createReleaseGate({ registry: () => registry.read(), origin: options.originCheck, shellProvides }),
      publicUrl: options.publicUrl,
      secureCookie: options.secureCookie,
      devServers: devServers && registry !== null,
    }),
  };
}
