import { resolve } from 'node:path';
import { registryFileLanguageGaps } from '@citypass/releases';
import { cityLanguages } from './city-languages';
import type { Env } from './env';

/**
 * For `--check`, with a release registry: each release visitors get (promoted or canary) that
 * lacks one of the city's languages, a line each, so a city adding a language to its settings
 * knows which remotes must release it first. Read from RELEASE_REGISTRY_FILE (with REDIS_URL, this
 * instance's snapshot), as --check connects to nothing; a registry it cannot read is said, and is
 * no problem of the settings.
 */
export async function registryLanguageNotes(env: Env): Promise<string[]> {
  if (!env.RELEASE_REGISTRY_FILE) return [];
  try {
    return await registryFileLanguageGaps(resolve(env.RELEASE_REGISTRY_FILE), cityLanguages(env.LANGUAGES));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return [`The release registry could not be read, so its releases' languages are unchecked: ${why}`];
  }
}
