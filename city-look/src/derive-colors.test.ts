import { contrast, deriveColors } from './derive-colors';

const given = { primary: '#7a1f3d', onPrimary: '#ffffff', background: '#ffffff', text: '#1a1f24' };

it('keeps every colour the settings give, and says which it derived', () => {
  const { colors, origins } = deriveColors({ ...given, surface: '#faf5f6' });
  expect(colors).toMatchObject({ ...given, surface: '#faf5f6' });
  expect(origins).toMatchObject({ primary: 'given', surface: 'given', primaryPressed: 'derived', textMuted: 'derived', focus: 'derived' });
});

it('derives readable colours: muted text and the highlight at 4.5:1 on the page and its surfaces, the focus ring at 3:1', () => {
  const { colors } = deriveColors(given);
  expect(contrast(colors.textMuted, colors.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(colors.textMuted, colors.surface)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(colors.highlight, colors.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
  // Muted text is lighter than the text, not the text again.
  expect(contrast(colors.textMuted, colors.background)).toBeLessThan(contrast(colors.text, colors.background));
});

it('presses a dark brand colour darker, and a light one (with a dark label) lighter', () => {
  const dark = deriveColors(given).colors;
  expect(contrast(dark.primaryPressed, '#ffffff')).toBeGreaterThan(contrast(dark.primary, '#ffffff'));
  const light = deriveColors({ ...given, primary: '#ffd200', onPrimary: '#1a1f24' }).colors;
  expect(contrast(light.primaryPressed, '#000000')).toBeGreaterThan(contrast(light.primary, '#000000'));
});

it('derives a surface and a border close to the page, in the brand and text colours', () => {
  const { colors } = deriveColors(given);
  expect(contrast(colors.surface, colors.background)).toBeLessThan(1.15);
  expect(contrast(colors.border, colors.background)).toBeGreaterThan(1.15);
});
