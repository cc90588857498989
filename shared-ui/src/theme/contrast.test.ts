import { brandThemes } from './brands';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('rejects colours it cannot read', () => {
    expect(() => contrastRatio('teal', '#ffffff')).toThrow('#rrggbb');
  });
});

describe.each(Object.values(brandThemes))('brand $name meets WCAG AA', (brand) => {
  const { colors } = brand;

  it.each([
    ['text on background', colors.text, colors.background],
    ['text on surface', colors.text, colors.surface],
    ['muted text on background', colors.textMuted, colors.background],
    ['muted text on surface', colors.textMuted, colors.surface],
    ['onPrimary on primary', colors.onPrimary, colors.primary],
    ['onPrimary on pressed primary', colors.onPrimary, colors.primaryPressed],
    ['primary links on background', colors.primary, colors.background],
    ['highlight on background', colors.highlight, colors.background],
  ])('%s reaches 4.5:1', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('focus ring stands out 3:1 against the background', () => {
    expect(contrastRatio(colors.focus, colors.background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it('pressed primary is darker than primary', () => {
    expect(contrastRatio(colors.primaryPressed, colors.background)).toBeGreaterThan(
      contrastRatio(colors.primary, colors.background),
    );
  });
});
