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

const lookOf = (brand: BrandSettings, languages = ['en', 'fr']): CityLook => {
  const read = readCityLook(brand, folder, languages);
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  return read.look;
};
const problemsOf = (brand: BrandSettings, languages = ['en', 'fr']) => {
  const read = readCityLook(brand, folder, languages);
  return 'problems' in read ? read.problems : [];
};

it("writes the page's theme in each language, a language the texts leave out reading the default's", () => {
  const look = lookOf(paris, ['fr', 'en', 'de']);
  expect(look.theme('fr')).toMatchObject({ id: 'paris', name: 'Paris City Pass', shortName: 'Paris', logo: { wordmark: 'Paris', tagline: 'Votre ville, réservée' } });
  expect(look.theme('de').logo.tagline).toBe('Votre ville, réservée');
  expect(look.theme('en').fonts.body).toMatch(/^'Avenir Next'/);
  expect(look.theme('en').colors.primary).toBe('#7a1f3d');
});

it('serves its logo under a hashed path, and draws the app icons from it: PNG at 192 and 512, any and maskable', () => {
  const look = lookOf(paris);
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

it('draws the same icons for the same look, and others for another', () => {
  const icons = lookOf(paris).icons.map(({ src }) => src);
  expect(lookOf(paris).icons.map(({ src }) => src)).toEqual(icons);
  expect(lookOf({ ...paris, logo: undefined }).icons.map(({ src }) => src)).not.toEqual(icons);
});

it('refuses, a line a problem naming the field: texts without the default language or in a language the product lacks, an unknown font, a logo outside its folder or unsafe', () => {
  expect(problemsOf({ ...paris, name: { fr: 'Paris', ja: 'パリ', xx: 'Paris' }, font: 'comic' })).toEqual([
    "brand.name: needs a text in en, the city's default language, which the others fall back to",
    'brand.name.xx: the product has no language xx (it has en, nl, de, fr, es, ca, zh-Hans, ja, pt-BR)',
    'brand.font: "comic" is not one of system, humanist, geometric, serif, condensed',
  ]);
  expect(problemsOf({ ...paris, logo: '../outside-logo.svg' })).toEqual(['brand.logo: "../outside-logo.svg" is outside the settings file\'s folder']);
  expect(problemsOf({ ...paris, logo: 'unsafe.svg' })).toEqual(['brand.logo: "unsafe.svg" has a script']);
  expect(problemsOf({ ...paris, logo: 'missing.svg' })).toEqual(['brand.logo: "missing.svg" cannot be read (ENOENT)']);
  expect(problemsOf({ ...paris, logo: 'art/paris-logo.png' })).toEqual(['brand.logo: "art/paris-logo.png" must be a .svg file']);
});

it('refuses colours visitors could not read, with the rest of what is wrong', () => {
  expect(problemsOf({ ...paris, colors: { ...paris.colors, onPrimary: '#9a4f6d' }, font: 'comic' })).toEqual([
    'brand.colors.onPrimary: contrast 1.7:1 on brand.colors.primary, needs 4.5:1',
    'brand.colors.onPrimary: contrast 2.4:1 on brand.colors.primaryPressed (derived), needs 4.5:1',
    'brand.font: "comic" is not one of system, humanist, geometric, serif, condensed',
  ]);
});
