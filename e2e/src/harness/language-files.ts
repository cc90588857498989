import type { Page } from 'playwright-core';

/** A catalogue chunk's name as the build writes it: `i18n-<tag>-json.<hash>.js`. */
const CATALOGUE_CHUNK = /\/i18n-([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*)-json\.[0-9a-f]+\.js$/;

/** The languages of every catalogue chunk the page downloads from now on (each part has its own). */
export function watchCatalogues(page: Page): string[] {
  const languages: string[] = [];
  page.on('request', (request) => {
    const match = CATALOGUE_CHUNK.exec(new URL(request.url()).pathname);
    if (match) languages.push(match[1]!);
  });
  return languages;
}
