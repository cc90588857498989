import type * as Formatter from 'intl-messageformat' with { 'resolution-mode': 'import' };
import { isPseudoLanguage, SOURCE_LANGUAGE, type Language, type PageLanguage } from '@citypass/contracts';
import { pseudoMessage } from './pseudo-languages';

// The texts of the pages a server writes itself (the release service's refusals, the BFF's own):
// one ICU catalogue per language in the package that writes the page, formatted here, each
// message parsed once. intl-messageformat ships as ES modules only: it is imported once, for the
// first page.

/** A part's messages as ICU text, by id, in every language the product has texts for. */
export type ServerCatalogues<Id extends string> = Record<Language, Record<Id, string>>;
/** One language's text of a message, its placeholders filled (plain text: the page escapes it). */
export type ServerText<Id extends string> = (id: Id, values?: Record<string, string | number>) => string;

let formatter: Promise<typeof Formatter> | undefined;
const loadFormatter = () => (formatter ??= import('intl-messageformat'));

/** A part's texts: the formatter of a page's language, once intl-messageformat has loaded. */
export function serverTexts<Id extends string>(catalogues: ServerCatalogues<Id>): (language: PageLanguage) => Promise<ServerText<Id>> {
  const formats = new Map<string, Formatter.IntlMessageFormat>();
  return async (language) => {
    const { IntlMessageFormat } = await loadFormatter();
    // A pseudo-language is English underneath: its plural rules and numbers stay English.
    const make = (id: Id) =>
      isPseudoLanguage(language)
        ? new IntlMessageFormat(pseudoMessage(new IntlMessageFormat(catalogues[SOURCE_LANGUAGE][id], SOURCE_LANGUAGE).getAst(), language), SOURCE_LANGUAGE)
        : new IntlMessageFormat(catalogues[language][id], language);
    return (id, values) => {
      const key = `${language}:${id}`;
      let format = formats.get(key);
      if (!format) formats.set(key, (format = make(id)));
      return String(format.format(values));
    };
  };
}
