import type { BrandTheme } from './brand-theme';

type ThemeProps = { theme: BrandTheme };

function widthOf(theme: BrandTheme, name: string): number {
  const width = theme.breakpoints[name];
  if (width === undefined) {
    throw new Error(`Brand "${theme.name}" has no breakpoint named "${name}"`);
  }
  return width;
}

/**
 * Media query for widths strictly below a breakpoint. The older themes name the last
 * pixel of a range (767) and the city themes the first pixel of the next (768); both
 * read as "narrower than this", so `below('md')` is `max-width: md - 1px`.
 */
export function belowQuery(theme: BrandTheme, name: string): string {
  return `@media (max-width: ${widthOf(theme, name) - 0.02}px)`;
}

/** Media query for widths at or above a breakpoint. */
export function aboveQuery(theme: BrandTheme, name: string): string {
  return `@media (min-width: ${widthOf(theme, name)}px)`;
}

/** Interpolation for styled-components: `${below('md')} { ... }`. */
export const below =
  (name: string) =>
  ({ theme }: ThemeProps): string =>
    belowQuery(theme, name);

/** Interpolation for styled-components: `${above('md')} { ... }`. */
export const above =
  (name: string) =>
  ({ theme }: ThemeProps): string =>
    aboveQuery(theme, name);
