import { SOURCE_LANGUAGE } from '@citypass/contracts';
import type { CompiledCatalogue, MessageElement } from './compiled-catalogue';
import { placeholdersOf } from './placeholders';
import { pluralFormProblems } from './plural-forms';

const sortedUnion = (a: Iterable<string>, b: Iterable<string>) => [...new Set([...a, ...b])].sort();

/** What differs between English's message and a language's, placeholder by placeholder, and its plurals' forms. */
function messageProblems(language: string, english: MessageElement[] | undefined, translated: MessageElement[] | undefined): string[] {
  if (!translated) return ['missing, English has it'];
  if (!english) return ['not in English'];
  const wanted = placeholdersOf(english);
  const found = placeholdersOf(translated);
  const placeholders = sortedUnion(wanted.keys(), found.keys()).flatMap((name) => {
    const [want, have] = [wanted.get(name), found.get(name)];
    if (have === undefined) return [`lacks {${name}}, ${want} in English`];
    if (want === undefined) return [`has {${name}}, which English has not`];
    return want === have ? [] : [`{${name}} is ${have}, ${want} in English`];
  });
  return [...placeholders, ...pluralFormProblems(language, translated)];
}

function languageProblems(language: string, english: CompiledCatalogue, catalogue: CompiledCatalogue): string[] {
  return sortedUnion(Object.keys(english), Object.keys(catalogue)).flatMap((part) => {
    const [source, translated] = [english[part] ?? {}, catalogue[part] ?? {}];
    return sortedUnion(Object.keys(source), Object.keys(translated)).flatMap((id) =>
      messageProblems(language, source[id], translated[id]).map((problem) => `${language}: ${id} in ${part}: ${problem}`),
    );
  });
}

/**
 * Why a build's texts are not whole, one line per problem naming the language and the message id:
 * each language against English, part by part: every message English has and no other, each with
 * English's placeholders (names and kinds, a select's options). A page formats any language's
 * message with what the code passes for English's, so anything else fails or shows a raw id. Every
 * plural, English's too, has its language's forms.
 */
export function catalogueProblems(catalogues: Readonly<Record<string, CompiledCatalogue>>): string[] {
  const english = catalogues[SOURCE_LANGUAGE];
  const others = Object.keys(catalogues)
    .filter((language) => language !== SOURCE_LANGUAGE)
    .sort();
  if (!english) return others.length > 0 ? [`${SOURCE_LANGUAGE}: no English catalogue, which every other language is checked against`] : [];
  const englishPlurals = Object.entries(english).flatMap(([part, messages]) =>
    Object.entries(messages).flatMap(([id, message]) => pluralFormProblems(SOURCE_LANGUAGE, message).map((problem) => `${SOURCE_LANGUAGE}: ${id} in ${part}: ${problem}`)),
  );
  return [...englishPlurals, ...others.flatMap((language) => languageProblems(language, english, catalogues[language]!))];
}
