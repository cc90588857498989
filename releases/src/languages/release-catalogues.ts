import { compiledCatalogueFile, SOURCE_LANGUAGE } from '@citypass/contracts';
import { catalogueProblems, compiledCatalogueSchema, type CompiledCatalogue } from '@citypass/languages/catalogues';

/** The languages a release carries; a record from before they were recorded carries none. */
export const languagesOf = (record: { languages?: readonly string[] }): readonly string[] => record.languages ?? [];

function parsed(text: string | undefined): CompiledCatalogue | null {
  if (text === undefined) return null;
  try {
    return compiledCatalogueSchema.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}

/**
 * Why a release's texts are not whole, one line per problem: each language it carries needs its
 * compiled catalogues (`i18n/<tag>.json`, read from `files` by path), each matching English's.
 */
export function releaseTextProblems(languages: readonly string[], files: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  const catalogues: Record<string, CompiledCatalogue> = {};
  for (const language of languages) {
    const file = compiledCatalogueFile(language);
    const catalogue = parsed(files[file]);
    if (catalogue) catalogues[language] = catalogue;
    else problems.push(`${language}: ${file} ${file in files ? 'is not a compiled catalogue' : 'is missing'}`);
  }
  // Without English's, no other language can be checked: its own line says why.
  if (languages.includes(SOURCE_LANGUAGE) && !catalogues[SOURCE_LANGUAGE]) return problems;
  return [...problems, ...catalogueProblems(catalogues)];
}

/** Each line about a release's texts names the release, so it reads alone (in a log, a terminal). */
export const ofRelease = (record: { remote: string; version: string }, lines: readonly string[]) => lines.map((line) => `${record.remote} ${record.version} ${line}`);
