import * as z from 'zod/mini';

/**
 * Each build's catalogue files by language tag (`{ "es": ["i18n-es-json.<hash>.js"] }`), written
 * beside the build: the BFF preloads the chosen language's with a page's first downloads, and a
 * release's record names the languages it carries.
 */
export const LANGUAGE_FILES_FILE = 'languages.json';

/** A catalogue chunk's file as builds name it (`i18n-<tag>-json.<hash>.js`). */
const CATALOGUE_FILE = /(?:^|\/)i18n-([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*)-json\.[0-9a-f]+\.js$/;

/** The language of a catalogue file (a path or address), or null for any other file. */
export const catalogueFileLanguage = (path: string): string | null => CATALOGUE_FILE.exec(path)?.[1] ?? null;

export const languageFilesSchema = z.record(z.string(), z.array(z.string()));
export type LanguageFiles = z.infer<typeof languageFilesSchema>;

/**
 * A build's compiled catalogues of one language, for the release gate alone (no page loads it):
 * every catalogue module of that language in the build, as ICU syntax trees by message id, keyed
 * by the catalogue's folder relative to the package (`src/i18n`; the shell's build also carries
 * shared-ui's, `../shared-ui/src/i18n`).
 */
export const compiledCatalogueFile = (language: string) => `i18n/${language}.json`;
