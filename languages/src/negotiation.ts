import { match } from '@formatjs/intl-localematcher';
import { LRUCache } from 'lru-cache';
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

// The lookup takes milliseconds per call (its best fit works out language distances each time),
// and a browser sends the same header on every request: its answers are kept, for few headers.
const matched = new LRUCache<string, PageLanguage>({ max: 1000 });

/** The page's language among the city's (`offered`, its default first). */
export function chooseLanguage(asked: LanguageAsked, offered: readonly PageLanguage[]): PageLanguage {
  const chosen = [asked.param, asked.cookie].find((value): value is PageLanguage => offered.includes(value as PageLanguage));
  if (chosen) return chosen;
  const accepted = asked.accepted.slice(0, ACCEPTED_AT_MOST);
  if (accepted.length === 0) return offered[0]!;
  const key = `${offered.join(',')}|${accepted.join(',')}`;
  let language = matched.get(key);
  if (language === undefined) {
    const requested = accepted.filter(wellFormed);
    language = requested.length === 0 ? offered[0]! : (match(requested, offered, offered[0]!, { algorithm: 'best fit' }) as PageLanguage);
    matched.set(key, language);
  }
  return language;
}

function wellFormed(tag: string): boolean {
  if (tag === '*' || tag.length > 35) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
