import { BRAND_IDENTITIES } from '@citypass/contracts';
import type { BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { cityBreakpoints } from '@citypass/shared-ui/theme/breakpoints';
import { geometricSans, serifDisplay } from '@citypass/shared-ui/theme/fonts';

const identity = BRAND_IDENTITIES.barcelona;

export const barcelona: BrandTheme = {
  name: 'barcelona',
  displayName: identity.name,
  colors: {
    primary: identity.primary,
    primaryPressed: '#084f51',
    highlight: identity.highlight,
    disabled: '#a3a9a8',
    text: '#2a1f1a',
    textMuted: '#5e5550',
    background: identity.background,
    surface: '#f8f2ea',
    border: '#e2d8cc',
    onPrimary: identity.onPrimary,
    focus: '#b34700',
  },
  breakpoints: cityBreakpoints,
  fonts: { body: geometricSans, heading: serifDisplay },
  logo: { wordmark: identity.shortName, tagline: 'City Pass' },
  contentMaxWidth: '80rem',
  radius: '12px',
};
