import { match } from '@formatjs/intl-localematcher';
import type { PageLanguage } from '@citypass/contracts';

// Which language a page is written in: the visitor's own choice first (`?lang=`, then the
// language cookie), then the browser's languages matched against the city's by the standard
// lookup (ca-ES to ca, zh-CN to zh-Hans, pt to pt-BR), then the city's default.

export interface LanguageAsked {
  /** `?lang=` of the address, as it came. */
  param?: unknown;
  /** The language cookie's value. */
  cookie?: string;
  /** The browser's languages, best first (Accept-Language, as Express orders it). */
  accepted: readonly string[];
}

// A header can name any number of tags; a browser sends a handful.
const ACCEPTED_AT_MOST = 12;

/** The page's language among the city's (`offered`, its default first). */
export function chooseLanguage(asked: LanguageAsked, offered: readonly PageLanguage[]): PageLanguage {
  const chosen = [asked.param, asked.cookie].find((value): value is PageLanguage => offered.includes(value as PageLanguage));
  if (chosen) return chosen;
  const requested = asked.accepted.slice(0, ACCEPTED_AT_MOST).filter(wellFormed);
  return requested.length === 0 ? offered[0]! : (match(requested, offered, offered[0]!, { algorithm: 'best fit' }) as PageLanguage);
}

function wellFormed(tag: string): boolean {
  if (tag === '*' || tag.length > 35) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
