import { BRAND_IDENTITIES } from '@citypass/contracts';
import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { cityBreakpoints } from '@citypass/shared-ui/theme/breakpoints';
import { condensedSans } from '@citypass/shared-ui/theme/fonts';

const identity = BRAND_IDENTITIES.newyork;

export const newyork: BrandTheme = {
  name: 'newyork',
  displayName: identity.name,
  colors: {
    primary: identity.primary,
    primaryPressed: '#004e56',
    highlight: identity.highlight,
    disabled: '#9da4aa',
    text: '#111418',
    textMuted: '#4b535b',
    background: identity.background,
    surface: '#f2f4f6',
    border: '#d0d5da',
    onPrimary: identity.onPrimary,
    focus: '#5b3cc4',
  },
  breakpoints: cityBreakpoints,
  fonts: { body: condensedSans, heading: condensedSans },
  logo: { wordmark: identity.shortName, tagline: 'City Pass' },
  contentMaxWidth: '80rem',
  radius: '2px',
};
