import type { CityTheme } from './city-theme';
import type { AccessibilityStatement } from './page-data';

// Two looks as pages carry them, for tests on either side that need one: a city's look is data
// from its settings file, so no code has one of its own.

const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const TEST_CITY: CityTheme = {
  id: 'test-city',
  name: 'Test City Pass',
  shortName: 'Test City',
  colors: {
    primary: '#1f5f8b',
    primaryPressed: '#174a6c',
    onPrimary: '#ffffff',
    highlight: '#b3261e',
    background: '#ffffff',
    surface: '#f2f5f8',
    border: '#d3dae2',
    text: '#1b2430',
    textMuted: '#536170',
    focus: '#7a3fc2',
    disabled: '#98a2ad',
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

/** An accessibility statement's facts as a production city gives them. */
export const TEST_STATEMENT: AccessibilityStatement = {
  contact: 'mailto:accessibility@citypass.test',
  reviewed: '2026-11-20',
  escalation: { name: 'The national accessibility body', url: 'https://accessibility.example.org/complaints' },
};
