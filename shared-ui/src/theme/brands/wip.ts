import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { olderBreakpoints } from '@citypass/shared-ui/theme/breakpoints';
import { systemSans } from '@citypass/shared-ui/theme/fonts';

export const wip: BrandTheme = {
  name: 'wip',
  displayName: 'City Pass',
  colors: {
    primary: '#007c80',
    primaryPressed: '#005b5e',
    highlight: '#d0202f',
    disabled: '#a0a8ad',
    text: '#16232a',
    textMuted: '#4f5d64',
    background: '#fbfcfc',
    surface: '#eef4f4',
    border: '#cfdadb',
    onPrimary: '#ffffff',
    focus: '#2557c7',
  },
  breakpoints: olderBreakpoints,
  fonts: { body: systemSans, heading: systemSans },
  logo: { wordmark: 'City Pass', tagline: 'Book your attractions' },
  contentMaxWidth: '80rem',
  radius: '8px',
};
