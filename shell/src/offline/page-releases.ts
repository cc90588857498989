import { PAGE_DATA_ELEMENT_IDS, pageReleasesSchema, type PageReleases } from '@citypass/shared-ui/contracts';

// The releases a page names, read from the page as the BFF wrote it (its data block), by the
// service worker, which keeps exactly those releases' files for the page to run without a network.

const RELEASES_BLOCK = new RegExp(`<script id="${PAGE_DATA_ELEMENT_IDS.releases}" type="application/json">(.*?)</script>`, 's');

/** The page's releases, or null for a page without a readable block (another deployment's, an older build's). */
export function pageReleasesIn(html: string): PageReleases | null {
  const block = RELEASES_BLOCK.exec(html)?.[1];
  if (block === undefined) return null;
  try {
    const parsed = pageReleasesSchema.safeParse(JSON.parse(block));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Every file of one release: its address and the integrity it must have. */
export function releaseFiles(release: PageReleases['remotes'][keyof PageReleases['remotes']] & object): { url: string; integrity: string }[] {
  return Object.entries(release.integrity).map(([path, integrity]) => ({ url: new URL(path, release.base).href, integrity }));
}
