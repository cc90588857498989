import { dirname, resolve } from 'node:path';
import { DEFAULT_BRAND, readCityLook, type CityLook } from '@citypass/city-look';
import { cityLanguages, languageProblems } from './city-languages';
import { SettingsProblems } from './config-messages';
import { readDeploymentFile } from './deployment-file';
import type { Env } from './env';

// The city's look is its settings file's `brand` (files it names beside the file); without a
// file, the product's own. Read once, when the BFF starts or `--check` runs.

function readLook(env: Env): Promise<{ look: CityLook } | { problems: string[] }> {
  const languages = languageProblems(env.LANGUAGES).length === 0 ? cityLanguages(env.LANGUAGES) : [];
  if (!env.DEPLOYMENT_FILE) return readCityLook(DEFAULT_BRAND, process.cwd(), languages);
  const file = resolve(env.DEPLOYMENT_FILE);
  return readCityLook(readDeploymentFile(file).brand, dirname(file), languages);
}

/** Each problem of the city's look, a line naming the field; and BRAND, which no longer chooses one. */
export async function lookProblems(env: Env): Promise<string[]> {
  const read = await readLook(env);
  return [
    ...(env.BRAND === undefined ? [] : ["BRAND: a city's look is its settings file's brand object; remove BRAND (CONFIGURATION.md)"]),
    ...('problems' in read ? read.problems : []),
  ];
}

/** The city's look, once a start has checked it (lookProblems). */
export async function cityLook(env: Env): Promise<CityLook> {
  const read = await readLook(env);
  if ('problems' in read) throw new SettingsProblems("The city's look cannot be shown", read.problems);
  return read.look;
}
