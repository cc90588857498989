import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compiledCatalogueFile, LANGUAGE_FILES_FILE, languageFilesSchema } from '@citypass/contracts';

async function readText(path: string): Promise<string | undefined> {
  return readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The languages a build carries (its languages.json; a build without texts has none) and the
 * text of each one's compiled catalogues, by path in the build.
 */
export async function readBuildTexts(distDir: string): Promise<{ languages: string[]; files: Record<string, string> }> {
  const listing = await readText(join(distDir, LANGUAGE_FILES_FILE));
  if (listing === undefined) return { languages: [], files: {} };
  const parsed = languageFilesSchema.safeParse(parseJson(listing));
  if (!parsed.success) throw new Error(`${join(distDir, LANGUAGE_FILES_FILE)} is not a build's languages: rebuild the remote`);
  const languages = Object.keys(parsed.data).sort();
  const files: Record<string, string> = {};
  for (const language of languages) {
    const text = await readText(join(distDir, compiledCatalogueFile(language)));
    if (text !== undefined) files[compiledCatalogueFile(language)] = text;
  }
  return { languages, files };
}
