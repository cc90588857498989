import type { Response } from 'express';
import { LANGUAGE_PARAM, languageDirection, LANGUAGES, ROUTES, type PageLanguage } from '@citypass/contracts';

// What a page says of its language: `<html lang dir>` for the browser and assistive technology
// (WCAG 3.1.1), `Content-Language` for clients, `Vary` for caches, and on the sign-in page the
// address of each language version for search engines, which send no Accept-Language.

/** The template's `<html>` element, opened in the page's language and direction. */
export function inLanguage(template: string, language: PageLanguage): string {
  const opened = /<html\b[^>]*>/i.exec(template);
  if (!opened) throw new Error('The shell page has no <html> element');
  return `${template.slice(0, opened.index)}<html lang="${language}" dir="${languageDirection(language)}">${template.slice(opened.index + opened[0].length)}`;
}

/** The headers of a page answered in `language`, chosen from the visitor's cookie and browser. */
export function setLanguageHeaders(res: Response, language: PageLanguage): void {
  res.setHeader('Content-Language', language);
  res.vary('Accept-Language').vary('Cookie');
}

/** The sign-in page's language versions (never a pseudo-language), each at its own address, and `x-default` at the plain one. */
export function languageAlternates(pathname: string, origin: string, offered: readonly PageLanguage[]): string[] {
  const versions = offered.filter((language) => (LANGUAGES as readonly string[]).includes(language));
  if (pathname !== ROUTES.signIn || versions.length < 2) return [];
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`;
  return [
    ...versions.map((language) => link(language, `${origin}${ROUTES.signIn}?${LANGUAGE_PARAM}=${encodeURIComponent(language)}`)),
    link('x-default', `${origin}${ROUTES.signIn}`),
  ];
}
