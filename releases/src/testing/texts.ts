import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compiledCatalogueFile, LANGUAGE_FILES_FILE } from '@citypass/contracts';
import { TYPE, type CompiledCatalogue, type MessageElement } from '@citypass/languages/catalogues';

/** A message as ICU's parser compiles it, from text and `{ arg }` placeholders: compiled('Hello ', { arg: 'name' }). */
export const compiled = (...parts: (string | { arg: string })[]): MessageElement[] =>
  parts.map((part) => (typeof part === 'string' ? { type: TYPE.literal, value: part } : { type: TYPE.argument, value: part.arg }));

/** A remote's texts in English and French, whole: what a fixture's build carries unless told. */
export const TEXTS: Record<string, CompiledCatalogue> = {
  en: { 'src/i18n': { 'bookings.title': compiled('My bookings'), 'bookings.greeting': compiled('Hello ', { arg: 'name' }) } },
  fr: { 'src/i18n': { 'bookings.title': compiled('Mes réservations'), 'bookings.greeting': compiled('Bonjour ', { arg: 'name' }) } },
};

/** The languages the fixture's deployment offers: a release must carry both. */
export const DEPLOYMENT_LANGUAGES = ['en', 'fr'];

/** Texts with one language's message changed (or, given undefined, removed). */
export function textsWith(language: string, id: string, message: MessageElement[] | undefined): Record<string, CompiledCatalogue> {
  const { [id]: _removed, ...others } = TEXTS[language]!['src/i18n']!;
  return { ...TEXTS, [language]: { 'src/i18n': message ? { ...others, [id]: message } : others } };
}

/** A build's texts as the webpack build writes them: each language's chunk, named in languages.json, and its compiled catalogues. */
export function writeBuildTexts(dist: string, texts: Record<string, CompiledCatalogue>): void {
  mkdirSync(join(dist, 'i18n'), { recursive: true });
  const chunks = Object.fromEntries(Object.keys(texts).map((language) => [language, [`i18n-${language}-json.js`]]));
  writeFileSync(join(dist, LANGUAGE_FILES_FILE), JSON.stringify(chunks));
  for (const [language, catalogue] of Object.entries(texts)) {
    writeFileSync(join(dist, `i18n-${language}-json.js`), `texts(${JSON.stringify(language)});`);
    writeFileSync(join(dist, compiledCatalogueFile(language)), JSON.stringify(catalogue));
  }
}
