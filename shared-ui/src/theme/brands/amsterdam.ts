import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { cityBreakpoints } from '@citypass/shared-ui/theme/breakpoints';
import { humanistSans } from '@citypass/shared-ui/theme/fonts';

export const amsterdam: BrandTheme = {
  name: 'amsterdam',
  displayName: 'Amsterdam City Pass',
  colors: {
    primary: '#00736f',
    primaryPressed: '#005350',
    highlight: '#d7001c',
    disabled: '#9ea7a6',
    text: '#1a1f24',
    textMuted: '#535d63',
    background: '#ffffff',
    surface: '#f1f5f4',
    border: '#d3dbda',
    onPrimary: '#ffffff',
    focus: '#e05a00',
  },
  breakpoints: cityBreakpoints,
  fonts: { body: humanistSans, heading: humanistSans },
  logo: { wordmark: 'Amsterdam', tagline: 'City Pass' },
  contentMaxWidth: '80rem',
  radius: '6px',
};
