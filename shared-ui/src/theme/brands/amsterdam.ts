import { BRAND_IDENTITIES } from '@citypass/contracts';
import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { cityBreakpoints } from '@citypass/shared-ui/theme/breakpoints';
import { humanistSans } from '@citypass/shared-ui/theme/fonts';

const identity = BRAND_IDENTITIES.amsterdam;

export const amsterdam: BrandTheme = {
  name: 'amsterdam',
  displayName: identity.name,
  colors: {
    primary: identity.primary,
    primaryPressed: '#005350',
    highlight: identity.highlight,
    disabled: '#9ea7a6',
    text: '#1a1f24',
    textMuted: '#535d63',
    background: identity.background,
    surface: '#f1f5f4',
    border: '#d3dbda',
    onPrimary: identity.onPrimary,
    focus: '#e05a00',
  },
  breakpoints: cityBreakpoints,
  fonts: { body: humanistSans, heading: humanistSans },
  logo: { wordmark: identity.shortName, tagline: 'City Pass' },
  contentMaxWidth: '80rem',
  radius: '6px',
};
