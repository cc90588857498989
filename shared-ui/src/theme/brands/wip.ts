import { BRAND_IDENTITIES } from '@citypass/contracts';
import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { olderBreakpoints } from '@citypass/shared-ui/theme/breakpoints';
import { systemSans } from '@citypass/shared-ui/theme/fonts';

const identity = BRAND_IDENTITIES.wip;

export const wip: BrandTheme = {
  name: 'wip',
  displayName: identity.name,
  colors: {
    primary: identity.primary,
    primaryPressed: '#005b5e',
    highlight: identity.highlight,
    disabled: '#a0a8ad',
    text: '#16232a',
    textMuted: '#4f5d64',
    background: identity.background,
    surface: '#eef4f4',
    border: '#cfdadb',
    onPrimary: identity.onPrimary,
    focus: '#2557c7',
  },
  breakpoints: olderBreakpoints,
  fonts: { body: systemSans, heading: systemSans },
  logo: { wordmark: identity.shortName, tagline: 'Book your attractions' },
  contentMaxWidth: '80rem',
  radius: '8px',
};
