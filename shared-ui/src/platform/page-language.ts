import { LANGUAGE_PARAM, languageDirection, type PageLanguage } from '@citypass/contracts';

/**
 * The page itself in a language: its `lang` and writing direction, and its web app manifest's
 * link, so an app installed now speaks it too.
 */
export function showPageIn(language: PageLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const address = new URL(link.href, document.baseURI);
  address.searchParams.set(LANGUAGE_PARAM, language);
  link.href = `${address.pathname}${address.search}`;
}
