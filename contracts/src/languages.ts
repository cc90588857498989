// The languages the product has texts for, by BCP 47 tag: a city offers some of them (its settings
// file's `languages`, the first its default). English is the source every catalogue is checked
// against.

export const LANGUAGES = ['en', 'nl', 'de', 'fr', 'es', 'ca', 'zh-Hans', 'ja', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Pseudo-languages for the teams, outside production: accented and longer text, and right to left. */
export const PSEUDO_LANGUAGES = ['en-XA', 'ar-XB'] as const;
export type PseudoLanguage = (typeof PSEUDO_LANGUAGES)[number];
const RIGHT_TO_LEFT_PSEUDO_LANGUAGE: PseudoLanguage = 'ar-XB';

/** A language a page can be in. */
export type PageLanguage = Language | PseudoLanguage;
export const PAGE_LANGUAGES: readonly PageLanguage[] = [...LANGUAGES, ...PSEUDO_LANGUAGES];

export const SOURCE_LANGUAGE: Language = 'en';

/** Each language by its own name, as the switcher lists it (marked with its own `lang`). */
export const LANGUAGE_NAMES: Record<PageLanguage, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ca: 'Català',
  'zh-Hans': '中文',
  ja: '日本語',
  'pt-BR': 'Português (Brasil)',
  'en-XA': 'Ëñğļîšĥ (XA)',
  'ar-XB': '‮English (XB)‬',
};

export const isPageLanguage = (value: unknown): value is PageLanguage => PAGE_LANGUAGES.includes(value as PageLanguage);

/** The language whose catalogues a page in `language` loads and whose rules it formats by: a pseudo-language is English underneath. */
export const catalogueLanguage = (language: PageLanguage): Language => (isPseudoLanguage(language) ? SOURCE_LANGUAGE : language);

export const isPseudoLanguage = (language: PageLanguage): language is PseudoLanguage => (PSEUDO_LANGUAGES as readonly string[]).includes(language);

/** The writing direction of a language's pages (`<html dir>`). */
export const languageDirection = (language: PageLanguage): 'ltr' | 'rtl' => (language === RIGHT_TO_LEFT_PSEUDO_LANGUAGE ? 'rtl' : 'ltr');

/** The cookie that keeps a visitor's choice, a year long, through sign-in, sign-out and magic links. */
export const LANGUAGE_COOKIE = 'citypass-lang';

/** `?lang=<tag>` on any address chooses a language as the switcher does: a link to share or print. */
export const LANGUAGE_PARAM = 'lang';
