import { dirname, resolve } from 'node:path';
import { DEFAULT_BRAND, readCityLook, type CityLook } from '@citypass/city-look';
import { cityLanguages, languageProblems } from './city-languages';
import { SettingsProblems } from './config-messages';
import { readDeploymentFile } from './deployment-file';
import type { Env } from './env';

// The city's look is its settings file's `brand` (files it names beside the file); without a
// file, the product's own. Read once, when the BFF starts or `--check` runs.

type LookRead = { look: CityLook } | { problems: string[] };

// A start checks the settings, then takes the look: one reading of the files (and one drawing of
// the icons) serves both.
const reads = new WeakMap<Env, Promise<LookRead>>();

function readLook(env: Env): Promise<LookRead> {
  let read = reads.get(env);
  if (!read) reads.set(env, (read = readLookFiles(env)));
  return read;
}

function readLookFiles(env: Env): Promise<LookRead> {
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
