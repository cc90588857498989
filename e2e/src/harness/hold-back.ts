import type { Page } from 'playwright-core';

/**
 * The files of the remotes at these addresses arrive late (after `holdBack` ms), or never, as from
 * an origin that is down (`'dead'`: every connection refused).
 */
export async function holdBackRemotes(page: Page, remoteUrls: string[], holdBack: number | 'dead'): Promise<void> {
  const origins = remoteUrls.map((url) => new URL(url).origin);
  await page.route(
    (url) => origins.includes(url.origin),
    async (route) => {
      if (holdBack === 'dead') return route.abort('connectionrefused');
      await new Promise((resolve) => setTimeout(resolve, holdBack));
      return route.continue();
    },
  );
}
