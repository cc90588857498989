import * as z from 'zod/mini';

/**
 * Each build's catalogue files by language tag (`{ "es": ["i18n-es-json.<hash>.js"] }`), written
 * beside the build: the BFF preloads the chosen language's with a page's first downloads, and a
 * release's record names the languages it carries.
 */
export const LANGUAGE_FILES_FILE = 'languages.json';

export const languageFilesSchema = z.record(z.string(), z.array(z.string()));
export type LanguageFiles = z.infer<typeof languageFilesSchema>;
