import { LANGUAGES, type Language } from '@citypass/contracts';

// A city's languages (the settings file's `languages`, or LANGUAGES as a comma-separated list):
// tags the product has texts for, each once, the first the city's default.

const HEADING = 'languages (LANGUAGES)';

/** Each tag a start refuses, on a line of its own that names it. */
export function languageProblems(value: string): string[] {
  const tags = value.split(',').map((tag) => tag.trim());
  if (tags.length === 1 && tags[0] === '') return [`${HEADING}: name at least one language, the city's default first`];
  const seen = new Set<string>();
  return tags.flatMap((tag) => {
    if (!wellFormed(tag)) return [`${HEADING}: "${tag}" is not a language tag (BCP 47, such as es or pt-BR)`];
    if (!(LANGUAGES as readonly string[]).includes(tag)) return [`${HEADING}: the product has no texts for "${tag}" (it has ${LANGUAGES.join(', ')})`];
    if (seen.has(tag)) return [`${HEADING}: "${tag}" is named twice`];
    seen.add(tag);
    return [];
  });
}

/** The city's languages, once a start has checked them (languageProblems). */
export function cityLanguages(value: string): Language[] {
  const problem = languageProblems(value)[0];
  if (problem) throw new Error(problem);
  return value.split(',').map((tag) => tag.trim() as Language);
}

function wellFormed(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
