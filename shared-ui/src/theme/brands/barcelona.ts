import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { cityBreakpoints } from '@citypass/shared-ui/theme/breakpoints';
import { geometricSans, serifDisplay } from '@citypass/shared-ui/theme/fonts';

export const barcelona: BrandTheme = {
  name: 'barcelona',
  displayName: 'Barcelona City Pass',
  colors: {
    primary: '#0b6e70',
    primaryPressed: '#084f51',
    highlight: '#c4122f',
    disabled: '#a3a9a8',
    text: '#2a1f1a',
    textMuted: '#5e5550',
    background: '#fffdf9',
    surface: '#f8f2ea',
    border: '#e2d8cc',
    onPrimary: '#ffffff',
    focus: '#b34700',
  },
  breakpoints: cityBreakpoints,
  fonts: { body: geometricSans, heading: serifDisplay },
  logo: { wordmark: 'Barcelona', tagline: 'City Pass' },
  contentMaxWidth: '80rem',
  radius: '12px',
};
