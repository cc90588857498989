// Brings the styled-components theme typing to every package that imports this file.
import type {} from '@citypass/shared-ui/theme/styled';
import type { BrandName } from '@citypass/contracts';

export type { BrandName };

interface BrandColors {
  primary: string;
  primaryPressed: string;
  highlight: string;
  disabled: string;
  text: string;
  textMuted: string;
  background: string;
  surface: string;
  border: string;
  onPrimary: string;
  focus: string;
}

/** The breakpoint where the header switches between hamburger and inline menu. */
export const MENU_BREAKPOINT = 'md';

export interface BrandTheme {
  name: BrandName;
  displayName: string;
  colors: BrandColors;
  /** Widths in px; every brand defines at least sm, md and lg. */
  breakpoints: Record<string, number>;
  fonts: { body: string; heading: string };
  logo: { wordmark: string; tagline?: string };
  contentMaxWidth: '80rem';
  radius: string;
}
