import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { cityBreakpoints } from '@citypass/shared-ui/theme/breakpoints';
import { condensedSans } from '@citypass/shared-ui/theme/fonts';

export const newyork: BrandTheme = {
  name: 'newyork',
  displayName: 'New York City Pass',
  colors: {
    primary: '#006d77',
    primaryPressed: '#004e56',
    highlight: '#d1102b',
    disabled: '#9da4aa',
    text: '#111418',
    textMuted: '#4b535b',
    background: '#ffffff',
    surface: '#f2f4f6',
    border: '#d0d5da',
    onPrimary: '#ffffff',
    focus: '#5b3cc4',
  },
  breakpoints: cityBreakpoints,
  fonts: { body: condensedSans, heading: condensedSans },
  logo: { wordmark: 'New York', tagline: 'City Pass' },
  contentMaxWidth: '80rem',
  radius: '2px',
};
