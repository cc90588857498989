import type { BrandSettings } from './brand-settings';

/** The product's own look, for a deployment without a settings file (development, the tests). */
export const DEFAULT_BRAND: BrandSettings = {
  id: 'citypass',
  name: 'City Pass',
  shortName: 'City Pass',
  colors: {
    primary: '#00777a',
    primaryPressed: '#00585a',
    onPrimary: '#ffffff',
    highlight: '#c8102e',
    background: '#ffffff',
    surface: '#f3f6f7',
    border: '#d5dcdf',
    text: '#1d2a30',
    textMuted: '#55636a',
    focus: '#1a5fd0',
    disabled: '#9aa3a8',
  },
  font: 'system',
  radius: 4,
};
