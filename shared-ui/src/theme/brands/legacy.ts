import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { olderBreakpoints } from '@citypass/shared-ui/theme/breakpoints';
import { systemSans } from '@citypass/shared-ui/theme/fonts';

export const legacy: BrandTheme = {
  name: 'legacy',
  displayName: 'City Pass',
  colors: {
    primary: '#00777a',
    primaryPressed: '#00585a',
    highlight: '#c8102e',
    disabled: '#9aa3a8',
    text: '#1d2a30',
    textMuted: '#55636a',
    background: '#ffffff',
    surface: '#f3f6f7',
    border: '#d5dcdf',
    onPrimary: '#ffffff',
    focus: '#1a5fd0',
  },
  breakpoints: olderBreakpoints,
  fonts: { body: systemSans, heading: systemSans },
  logo: { wordmark: 'City Pass' },
  contentMaxWidth: '80rem',
  radius: '4px',
};
