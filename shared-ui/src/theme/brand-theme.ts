// Brings the styled-components theme typing to every package that imports this file.
import type {} from '@citypass/shared-ui/theme/styled';
import type { CityTheme } from '@citypass/contracts';
import { cityBreakpoints } from '@citypass/shared-ui/theme/breakpoints';

/** The breakpoint where the header switches between hamburger and inline menu. */
export const MENU_BREAKPOINT = 'md';

/**
 * The styled-components theme every part reads: the city's look as its page carries it
 * (`theme` of the page data, made from the city's settings file), with the product's layout.
 */
export interface BrandTheme {
  /** The city's key. */
  name: string;
  displayName: string;
  colors: CityTheme['colors'];
  /** Widths in px: sm, md and lg. */
  breakpoints: Record<string, number>;
  fonts: CityTheme['fonts'];
  logo: CityTheme['logo'];
  contentMaxWidth: '80rem';
  /** CSS length, so parts can compute with it. */
  radius: string;
}

/** The theme of a page from the city's look it carries. */
export function brandTheme(city: CityTheme): BrandTheme {
  return {
    name: city.id,
    displayName: city.name,
    colors: city.colors,
    breakpoints: cityBreakpoints,
    fonts: city.fonts,
    logo: city.logo,
    contentMaxWidth: '80rem',
    radius: `${city.radius}px`,
  };
}
