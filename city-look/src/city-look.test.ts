import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrandSettings } from './brand-settings';
import { readCityLook, type CityLook } from './city-look';

// A city's look as the BFF reads it at start: from the settings' `brand` and the files beside.
let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'city-look-'));
  mkdirSync(join(folder, 'art'));
  copyFileSync(join(__dirname, '../test/logos/plain.svg'), join(folder, 'art', 'paris-logo.svg'));
  copyFileSync(join(__dirname, '../test/logos/script.svg'), join(folder, 'unsafe.svg'));
  copyFileSync(join(__dirname, '../test/fonts/open-sans.woff2'), join(folder, 'art', 'paris.woff2'));
  writeFileSync(join(folder, 'art', 'not-a-font.woff2'), 'wOF2 but nothing a font needs');
  copyFileSync(join(__dirname, '../test/logos/plain.svg'), join(folder, 'art', 'svg-as-font.woff2'));
  writeFileSync(join(tmpdir(), 'outside-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const paris: BrandSettings = {
  id: 'paris',
  name: { en: 'Paris City Pass', fr: 'Paris City Pass' },
  shortName: 'Paris',
  tagline: { en: 'Your city, booked', fr: 'Votre ville, réservée' },
  colors: { primary: '#7a1f3d', onPrimary: '#ffffff', background: '#ffffff', text: '#1a1f24', highlight: '#c8102e' },
  font: 'humanist',
  logo: 'art/paris-logo.svg',
};

const lookOf = async (brand: BrandSettings, languages = ['en', 'fr']): Promise<CityLook> => {
  const read = await readCityLook(brand, folder, languages);
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  return read.look;
};
const problemsOf = async (brand: BrandSettings, languages = ['en', 'fr']) => {
  const read = await readCityLook(brand, folder, languages);
  return 'problems' in read ? read.problems : [];
};

it("writes the page's theme in each language, a language the texts leave out reading the default's", async () => {
  const look = await lookOf(paris, ['fr', 'en', 'de']);
  expect(look.theme('fr')).toMatchObject({ id: 'paris', name: 'Paris City Pass', shortName: 'Paris', logo: { wordmark: 'Paris', tagline: 'Votre ville, réservée' } });
  expect(look.theme('de').logo.tagline).toBe('Votre ville, réservée');
  expect(look.theme('en').fonts.body).toMatch(/^'Avenir Next'/);
  expect(look.theme('en').colors.primary).toBe('#7a1f3d');
});

it('serves its logo under a hashed path, and draws the app icons from it: PNG at 192 and 512, any and maskable', async () => {
  const look = await lookOf(paris);
  const image = look.theme('en').logo.image?.src ?? '';
  expect(image).toMatch(/^\/city\/paris-logo\.[0-9a-f]{10}\.svg$/);
  expect(look.theme('en').logo.image?.aspectRatio).toBe(3);
  expect(look.files.get(image)?.type).toBe('image/svg+xml');
  expect(look.icons.map(({ sizes, purpose }) => `${purpose} ${sizes}`)).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
  for (const { src } of look.icons) {
    expect(src).toMatch(/^\/icons\/paris-(any|maskable)-\d+\.[0-9a-f]{10}\.png$/);
    expect(look.files.get(src)?.bytes.subarray(1, 4).toString()).toBe('PNG');
  }
});

it('draws the same icons for the same look, and others for another', async () => {
  const icons = (await lookOf(paris)).icons.map(({ src }) => src);
  expect((await lookOf(paris)).icons.map(({ src }) => src)).toEqual(icons);
  expect((await lookOf({ ...paris, logo: undefined })).icons.map(({ src }) => src)).not.toEqual(icons);
});

it('refuses, a line a problem naming the field: texts without the default language or in a language the product lacks, an unknown font, a logo outside its folder or unsafe', async () => {
  expect(await problemsOf({ ...paris, name: { fr: 'Paris', ja: 'パリ', xx: 'Paris' }, font: 'comic' })).toEqual([
    "brand.name: needs a text in en, the city's default language, which the others fall back to",
    'brand.name.xx: the product has no language xx (it has en, nl, de, fr, es, ca, zh-Hans, ja, pt-BR)',
    'brand.font: "comic" is not one of system, humanist, geometric, serif, condensed, nor a .woff2 file',
  ]);
  expect(await problemsOf({ ...paris, logo: '../outside-logo.svg' })).toEqual(['brand.logo: "../outside-logo.svg" is outside the settings file\'s folder']);
  expect(await problemsOf({ ...paris, logo: 'unsafe.svg' })).toEqual(['brand.logo: "unsafe.svg" has a script']);
  expect(await problemsOf({ ...paris, logo: 'missing.svg' })).toEqual(['brand.logo: "missing.svg" cannot be read (ENOENT)']);
  expect(await problemsOf({ ...paris, logo: 'art/paris-logo.png' })).toEqual(['brand.logo: "art/paris-logo.png" must be a .svg file']);
});

it('refuses colours visitors could not read, with the rest of what is wrong', async () => {
  expect(await problemsOf({ ...paris, colors: { ...paris.colors, onPrimary: '#9a4f6d' }, font: 'comic' })).toEqual([
    'brand.colors.onPrimary: contrast 1.7:1 on brand.colors.primary, needs 4.5:1',
    'brand.colors.onPrimary: contrast 2.4:1 on brand.colors.primaryPressed (derived), needs 4.5:1',
    'brand.font: "comic" is not one of system, humanist, geometric, serif, condensed, nor a .woff2 file',
  ]);
});

it('shows its own web font, served hashed, with a local font sized to its metrics standing in until it loads', async () => {
  const look = await lookOf({ ...paris, font: 'art/paris.woff2' });
  const { fonts } = look.theme('en');
  expect(fonts.body).toMatch(/^"City paris", "City paris Fallback", system-ui/);
  expect(fonts.face).toMatchObject({ family: 'City paris', src: expect.stringMatching(/^\/city\/paris-font\.[0-9a-f]{10}\.woff2$/), fallback: { family: 'City paris Fallback', local: ['Arial', 'ArialMT'] } });
  // Open Sans is wider and taller than Arial: the fallback grows to take the same room.
  expect(parseFloat(fonts.face?.fallback.sizeAdjust ?? '')).toBeGreaterThan(100);
  expect(look.files.get(fonts.face?.src ?? '')?.type).toBe('font/woff2');
});

it('refuses a web font that is not one, saying so', async () => {
  expect(await problemsOf({ ...paris, font: 'art/svg-as-font.woff2' })).toEqual(['brand.font: "art/svg-as-font.woff2" is not a WOFF2 font']);
  expect(await problemsOf({ ...paris, font: 'art/not-a-font.woff2' })).toEqual([expect.stringMatching(/^brand\.font: "art\/not-a-font\.woff2" cannot be read as a font/)]);
  expect(await problemsOf({ ...paris, font: '../paris.woff2' })).toEqual(['brand.font: "../paris.woff2" is outside the settings file\'s folder']);
});
