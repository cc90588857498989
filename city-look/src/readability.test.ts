import { deriveColors } from './derive-colors';
import { readabilityProblems } from './readability';

// The rules with the least values that pass them, and what a failing look is told.
const paris = { primary: '#7a1f3d', onPrimary: '#ffffff', background: '#ffffff', text: '#1a1f24' };

it('passes a look whose every colour, derived ones included, is readable', () => {
  const { colors, origins } = deriveColors(paris);
  expect(readabilityProblems(colors, origins)).toEqual([]);
});

it('names the field, the measured ratio (never rounded up) and what passes', () => {
  const { colors, origins } = deriveColors({ ...paris, onPrimary: '#d08fa3' });
  expect(readabilityProblems(colors, origins)).toEqual(['brand.colors.onPrimary: contrast 3.8:1 on brand.colors.primary, needs 4.5:1']);
});

it('holds derived colours to the same rules, naming them as derived', () => {
  const { colors, origins } = deriveColors({ ...paris, text: '#767676' });
  expect(readabilityProblems(colors, origins)).toEqual([
    'brand.colors.text: contrast 4:1 on brand.colors.surface (derived), needs 4.5:1',
    'brand.colors.textMuted (derived): contrast 4:1 on brand.colors.surface (derived), needs 4.5:1',
  ]);
});

it('holds text to 4.5:1: #767676 on white passes (4.54:1), #777777 does not (4.47:1)', () => {
  const grey = (text: string) => deriveColors({ ...paris, surface: '#ffffff', text, textMuted: text }).colors;
  expect(readabilityProblems(grey('#767676'))).toEqual([]);
  expect(readabilityProblems(grey('#777777'))).toEqual([
    'brand.colors.text: contrast 4.4:1 on brand.colors.background, needs 4.5:1',
    'brand.colors.text: contrast 4.4:1 on brand.colors.surface, needs 4.5:1',
    'brand.colors.textMuted: contrast 4.4:1 on brand.colors.background, needs 4.5:1',
    'brand.colors.textMuted: contrast 4.4:1 on brand.colors.surface, needs 4.5:1',
  ]);
});

it('holds the focus ring to 3:1 against the page: #949494 passes (3.03:1), #959595 does not (2.99:1)', () => {
  expect(readabilityProblems(deriveColors({ ...paris, focus: '#949494' }).colors)).toEqual([]);
  expect(readabilityProblems(deriveColors({ ...paris, focus: '#959595' }).colors)).toEqual(['brand.colors.focus: contrast 2.9:1 on brand.colors.background, needs 3:1']);
});
