import { brandThemes, isBrandName } from './brands';
import { aboveQuery, belowQuery } from './media';

describe('brandThemes', () => {
  it('holds the five brands, each named by its key', () => {
    expect(Object.keys(brandThemes).sort()).toEqual(['amsterdam', 'barcelona', 'legacy', 'newyork', 'wip']);
    for (const [key, brand] of Object.entries(brandThemes)) {
      expect(brand.name).toBe(key);
      expect(brand.contentMaxWidth).toBe('80rem');
    }
  });

  it('gives the older themes the spec breakpoints', () => {
    for (const brand of [brandThemes.legacy, brandThemes.wip]) {
      expect(brand.breakpoints).toEqual({ sm: 619, md: 767, lg: 1023, xlg: 1279, xxlg: 1536 });
    }
  });

  it('gives the city themes 320, 768 and 1280 with distinct wordmarks', () => {
    const cities = [brandThemes.amsterdam, brandThemes.barcelona, brandThemes.newyork];
    for (const brand of cities) expect(brand.breakpoints).toEqual({ sm: 320, md: 768, lg: 1280 });
    expect(new Set(cities.map((brand) => brand.logo.wordmark)).size).toBe(3);
    expect(new Set(cities.map((brand) => brand.colors.focus)).size).toBe(3);
  });

  it('uses system font stacks only', () => {
    for (const brand of Object.values(brandThemes)) {
      expect(brand.fonts.body).toMatch(/(sans-serif|serif)$/);
      expect(brand.fonts.heading).toMatch(/(sans-serif|serif)$/);
    }
  });
});

describe('isBrandName', () => {
  it('accepts the five brands and nothing else', () => {
    expect(isBrandName('amsterdam')).toBe(true);
    expect(isBrandName('legacy')).toBe(true);
    expect(isBrandName('paris')).toBe(false);
    expect(isBrandName('toString')).toBe(false);
  });
});

describe('media queries', () => {
  it('splits at the menu breakpoint md in both breakpoint sets', () => {
    expect(belowQuery(brandThemes.legacy, 'md')).toBe('@media (max-width: 766.98px)');
    expect(aboveQuery(brandThemes.legacy, 'md')).toBe('@media (min-width: 767px)');
    expect(belowQuery(brandThemes.amsterdam, 'md')).toBe('@media (max-width: 767.98px)');
    expect(aboveQuery(brandThemes.amsterdam, 'md')).toBe('@media (min-width: 768px)');
  });

  it('names the brand when a breakpoint is missing', () => {
    expect(() => aboveQuery(brandThemes.newyork, 'xxlg')).toThrow('Brand "newyork" has no breakpoint named "xxlg"');
  });
});
