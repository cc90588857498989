import type { ThemeColorName } from '@citypass/contracts';
import { contrast, type ColorOrigins, type ThemeColors } from './derive-colors';

// WCAG 2.2 AA for a city's look, given or derived: text 4.5:1 wherever it is written, the
// brand's label on the brand's colour pressed or not, and the focus ring 3:1 against the page
// (1.4.11). A visitor who cannot read the page cannot book; nothing starts half-readable.

interface Rule {
  color: ThemeColorName;
  on: ThemeColorName;
  needs: number;
}

export const READABILITY_RULES: readonly Rule[] = [
  { color: 'text', on: 'background', needs: 4.5 },
  { color: 'text', on: 'surface', needs: 4.5 },
  { color: 'textMuted', on: 'background', needs: 4.5 },
  { color: 'textMuted', on: 'surface', needs: 4.5 },
  { color: 'onPrimary', on: 'primary', needs: 4.5 },
  { color: 'onPrimary', on: 'primaryPressed', needs: 4.5 },
  // Links are written in the brand's colour; the active menu item and a failed field's message in the highlight.
  { color: 'primary', on: 'background', needs: 4.5 },
  { color: 'highlight', on: 'background', needs: 4.5 },
  { color: 'focus', on: 'background', needs: 3 },
];

/** A ratio as people read it, never rounded up to pass: 4.49 is 4.4:1. */
const ratio = (value: number) => `${Math.floor(value * 10) / 10}:1`;

const field = (name: ThemeColorName, origins: ColorOrigins) => `brand.colors.${name}${origins[name] === 'derived' ? ' (derived)' : ''}`;

/** Each rule the colours break, on a line naming the field, the measured ratio and what passes. */
export function readabilityProblems(colors: ThemeColors, origins: ColorOrigins = {}): string[] {
  return READABILITY_RULES.flatMap(({ color, on, needs }) => {
    const measured = contrast(colors[color], colors[on]);
    return measured >= needs ? [] : [`${field(color, origins)}: contrast ${ratio(measured)} on ${field(on, origins)}, needs ${needs}:1`];
  });
}
