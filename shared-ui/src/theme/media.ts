import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';

type ThemeProps = { theme: BrandTheme };

function widthOf(theme: BrandTheme, name: string): number {
  const width = theme.breakpoints[name];
  if (width === undefined) {
    throw new Error(`Brand "${theme.name}" has no breakpoint named "${name}"`);
  }
  return width;
}

/**
 * Media query for widths strictly below a breakpoint, so `below(x)` and `above(x)` never
 * overlap. The 0.02px step (rather than 1px) leaves no gap at fractional widths under zoom.
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
