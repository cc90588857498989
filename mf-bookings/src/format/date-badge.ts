import { catalogueLanguage, SOURCE_LANGUAGE, type PageLanguage } from '@citypass/contracts';

interface DateBadgeParts {
  weekday: string;
  day: string;
  month: string;
}

// English (and the pseudo-languages made from it) keeps the badge it always had; every other
// language takes its own short names from Intl.
const badgeLocale = (language: PageLanguage): string => (catalogueLanguage(language) === SOURCE_LANGUAGE ? 'en-GB' : language);

/** The short day, date and month of a calendar badge in the page's language, as seen in the attraction's timezone. */
export function dateBadgeParts(iso: string, timeZone: string, language: PageLanguage = SOURCE_LANGUAGE): DateBadgeParts {
  const date = new Date(iso);
  const locale = badgeLocale(language);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(date);
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: 'short' }) };
}
