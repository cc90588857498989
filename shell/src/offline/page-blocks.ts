import {
  catalogueLanguage,
  isPageLanguage,
  PAGE_DATA_ELEMENT_IDS,
  pageReleasesSchema,
  publicSessionSchema,
  SOURCE_LANGUAGE,
  type Language,
  type PageRelease,
  type PageReleases,
} from '@citypass/contracts';

// What the service worker reads of a page as the BFF wrote it (its data blocks): the releases it
// names, whose files it keeps for the page to run without a network, and whose page it is.

/** A data block's JSON, or undefined when the page has no readable one. */
function dataBlock(html: string, id: string): unknown {
  const block = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`, 's').exec(html)?.[1];
  if (block === undefined) return undefined;
  try {
    return JSON.parse(block) as unknown;
  } catch {
    return undefined;
  }
}

/** The page's releases, or null for a page without a readable block (another deployment's, an older build's). */
export function pageReleasesIn(html: string): PageReleases | null {
  const parsed = pageReleasesSchema.safeParse(dataBlock(html, PAGE_DATA_ELEMENT_IDS.releases));
  return parsed.success ? parsed.data : null;
}

/** The deployment a page was written for (its configuration block as written), or null for a page without one. */
export function pageDeploymentIn(html: string): string | null {
  const config = dataBlock(html, PAGE_DATA_ELEMENT_IDS.config);
  return config === undefined ? null : JSON.stringify(config);
}

/** The order whose page this is, or null for a signed-out visitor's page (or an unreadable session). */
export function pageOrderIn(html: string): string | null {
  const parsed = publicSessionSchema.safeParse(dataBlock(html, PAGE_DATA_ELEMENT_IDS.session));
  return parsed.success ? parsed.data.orderNumber : null;
}

/** The language whose catalogues the page loads (a pseudo-language's are English's); English for a page that does not say. */
export function pageLanguageIn(html: string): Language {
  const tag = /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
  return tag !== undefined && isPageLanguage(tag) ? catalogueLanguage(tag) : SOURCE_LANGUAGE;
}

/** The shell's own scripts a page starts with (addresses on its origin): a build's, which must be kept for the page to run offline. */
export function pageShellScriptsIn(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']?(\/[^"'\s>]+)/gi)].map((match) => match[1]!);
}

/** Every file of one release: its address and the integrity it must have. */
export function releaseFiles(release: PageRelease): { url: string; integrity: string }[] {
  return Object.entries(release.integrity).map(([path, integrity]) => ({ url: new URL(path, release.base).href, integrity }));
}
