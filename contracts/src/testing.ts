import type { CityTheme } from './city-theme';

// Two looks as pages carry them, for tests on either side that need one: a city's look is data
// from its settings file, so no code has one of its own.

const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const TEST_CITY: CityTheme = {
  id: 'test-city',
  name: 'Test City Pass',
  shortName: 'Test City',
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
  fonts: { body: SYSTEM, heading: SYSTEM },
  logo: { wordmark: 'Test City' },
  radius: 4,
};

/** Another look: other colours, fonts, a tagline and round corners. */
export const OTHER_CITY: CityTheme = {
  id: 'other-city',
  name: 'Other City Pass',
  shortName: 'Other City',
  colors: {
    primary: '#7a1f3d',
    primaryPressed: '#600029',
    onPrimary: '#ffffff',
    highlight: '#b0102a',
    background: '#fffdf9',
    surface: '#f8f1f2',
    border: '#e2d8cc',
    text: '#2a1f1a',
    textMuted: '#5e5550',
    focus: '#b34700',
    disabled: '#a3a9a8',
  },
  fonts: { body: 'Futura, sans-serif', heading: 'Georgia, serif' },
  logo: { wordmark: 'Other City', tagline: 'City Pass' },
  radius: 12,
};
