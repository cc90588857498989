import { DEFAULT_BRAND, readCityLook, type CityLook } from '@citypass/city-look';

/** The product's own look, as a BFF without a settings file shows it: for tests that need one. */
export function testLook(languages: readonly string[] = ['en']): CityLook {
  const read = readCityLook(DEFAULT_BRAND, process.cwd(), languages);
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  return read.look;
}
