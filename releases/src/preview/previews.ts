import type { OriginCheck } from '../origin/origin-check';
import type { ReleaseOrigins } from '../origin/release-origin';
import { createReleaseGate } from '../release-gate';
import type { PageLanguages } from '../i18n/page-languages';
import type { RegistryStore } from '../registry-store/registry-store';
import type { PreviewSource } from '../service/visitor-remotes';
import { createPreviewCookies } from './preview-cookie';
import { createPreviewLinks, type PreviewLinks } from './preview-link';
import { withPreviews } from './preview-releases';
import { createPreviewRoutes, previewsOf, type PreviewRoutes } from './preview-routes';

/** Teams' previews in the pages the BFF writes: the links the release API signs, what previewing pages load, and the routes that open and end a preview. */
export interface Previews {
  links: PreviewLinks;
  /** For the visitor's page; none without a registry, where there is no release to preview (the cookie is never read). */
  source: PreviewSource | undefined;
  routes: PreviewRoutes;
}

export function createPreviews(options: {
  secret: string;
  publicUrl: string;
  production: boolean;
  registry: RegistryStore | null;
  origins: ReleaseOrigins;
  originCheck: OriginCheck;
  shellProvides: () => Promise<Record<string, string>>;
  /** The languages the deployment offers: a previewed release passes the same gate as a canary. */
  offered: readonly string[];
  secureCookie: boolean;
  /** Each refusal page's language, as the BFF chooses every page's. */
  languages: PageLanguages;
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
      gate: registry && createReleaseGate({ registry: () => registry.read(), origin: options.originCheck, shellProvides, languages: options.offered }),
      publicUrl: options.publicUrl,
      secureCookie: options.secureCookie,
      devServers: devServers && registry !== null,
      languages: options.languages,
    }),
  };
}
