import { BRAND_IDENTITIES } from '@citypass/contracts';
import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { olderBreakpoints } from '@citypass/shared-ui/theme/breakpoints';
import { systemSans } from '@citypass/shared-ui/theme/fonts';

const identity = BRAND_IDENTITIES.legacy;

export const legacy: BrandTheme = {
  name: 'legacy',
  displayName: identity.name,
  colors: {
    primary: identity.primary,
    primaryPressed: '#00585a',
    highlight: identity.highlight,
    disabled: '#9aa3a8',
    text: '#1d2a30',
    textMuted: '#55636a',
    background: identity.background,
    surface: '#f3f6f7',
    border: '#d5dcdf',
    onPrimary: identity.onPrimary,
    focus: '#1a5fd0',
  },
  breakpoints: olderBreakpoints,
  fonts: { body: systemSans, heading: systemSans },
  logo: { wordmark: identity.shortName },
  contentMaxWidth: '80rem',
  radius: '4px',
};
