import { DEFAULT_BRAND, readCityLook, type CityLook } from '@citypass/city-look';

/** The product's own look, as a BFF without a settings file shows it: for tests that need one. */
export async function testLook(languages: readonly string[] = ['en']): Promise<CityLook> {
  const read = await readCityLook(DEFAULT_BRAND, process.cwd(), languages);
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  return read.look;
}
