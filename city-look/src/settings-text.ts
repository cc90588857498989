import { LANGUAGES } from '@citypass/contracts';
import type { SettingsText } from './brand-settings';

/** A text of the settings in `language`: its own, else the default language's, else the first given. */
export function textIn(text: SettingsText, language: string, defaultLanguage: string): string {
  if (typeof text === 'string') return text;
  return text[language] ?? text[defaultLanguage] ?? Object.values(text)[0] ?? '';
}

/** The default language's text missing, and each tag a text names that is no language of the product, on a line each. */
export function textProblems(field: string, text: SettingsText | undefined, languages: readonly string[]): string[] {
  if (text === undefined || typeof text === 'string') return [];
  const [defaultLanguage] = languages;
  const unknown = Object.keys(text)
    .filter((language) => !(LANGUAGES as readonly string[]).includes(language))
    .map((language) => `${field}.${language}: the product has no language ${language} (it has ${LANGUAGES.join(', ')})`);
  const missing = defaultLanguage && text[defaultLanguage] === undefined ? [`${field}: needs a text in ${defaultLanguage}, the city's default language, which the others fall back to`] : [];
  return [...missing, ...unknown];
}
