import type { Page } from 'playwright-core';
import { catalogueFileLanguage } from '@citypass/contracts';


/** The languages of every catalogue chunk the page downloads from now on (each part has its own). */
export function watchCatalogues(page: Page): string[] {
  const languages: string[] = [];
  page.on('request', (request) => {
    const language = catalogueFileLanguage(new URL(request.url()).pathname);
    if (language) languages.push(language);
  });
  return languages;
}
