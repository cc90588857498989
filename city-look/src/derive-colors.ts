import Color from 'colorjs.io';
import type { ThemeColorName } from '@citypass/contracts';
import type { BrandSettings } from './brand-settings';

// The colours a settings file leaves out, derived from the ones it gives (colorjs.io, in OKLab
// and OKLCh, where equal steps look equal). Where a colour carries text, the derivation seeks the
// value that meets WCAG 2.2 AA; readability.ts still holds every colour, given or derived, to it.

export type ThemeColors = Record<ThemeColorName, string>;
/** Which colours the settings gave: a problem with a derived one names what it came from. */
export type ColorOrigins = Partial<Record<ThemeColorName, 'given' | 'derived'>>;

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;
/** The product's alert red, where a city names no highlight of its own. */
const ALERT_RED = '#c8102e';

const hex = (color: Color): string => color.to('srgb').toGamut().toString({ format: 'hex', collapse: false });
const mix = (a: string, b: string, amount: number): string => hex(Color.mix(a, b, amount, { space: 'oklab' }) as Color);
export const contrast = (a: string, b: string): number => new Color(a).contrast(new Color(b), 'WCAG21');

/** `color` with its lightness moved by `step` in OKLCh (negative: darker). */
function lighten(color: string, step: number): string {
  const oklch = new Color(color).to('oklch');
  oklch.coords[0] = Math.min(1, Math.max(0, (oklch.coords[0] ?? 0) + step));
  return hex(oklch);
}

/** The first colour, walking from `start` towards `towards` in OKLab, that reaches `ratio` on every one of `on`. */
function firstReadable(start: string, towards: string, on: readonly string[], ratio: number): string {
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const candidate = amount === 0 ? start : mix(start, towards, amount);
    if (on.every((background) => contrast(candidate, background) >= ratio)) return candidate;
  }
  return towards;
}

/** Every colour of the look: the settings' own, the rest derived. */
export function deriveColors(given: BrandSettings['colors']): { colors: ThemeColors; origins: ColorOrigins } {
  const { primary, onPrimary, background, text } = given;
  const origins: ColorOrigins = {};
  const pick = (name: ThemeColorName, derive: () => string): string => {
    const value = given[name];
    origins[name] = value ? 'given' : 'derived';
    return value ?? derive();
  };
  for (const name of ['primary', 'onPrimary', 'background', 'text'] as const) origins[name] = 'given';
  // A light label on the brand's colour: pressed is darker; a dark label: pressed is lighter.
  const darkerPressed = new Color(onPrimary).to('oklch').coords[0]! > new Color(primary).to('oklch').coords[0]!;
  const primaryPressed = pick('primaryPressed', () => lighten(primary, darkerPressed ? -0.08 : 0.08));
  const surface = pick('surface', () => mix(background, primary, 0.06));
  const border = pick('border', () => mix(background, text, 0.16));
  const textMuted = pick('textMuted', () => firstReadable(mix(text, background, 0.45), text, [background, surface], AA_TEXT));
  const highlight = pick('highlight', () => firstReadable(ALERT_RED, text, [background, surface], AA_TEXT));
  const focus = pick('focus', () => firstReadable(highlight, text, [background], AA_NON_TEXT));
  const disabled = pick('disabled', () => mix(background, text, 0.4));
  return { colors: { primary, primaryPressed, onPrimary, highlight, background, surface, border, text, textMuted, focus, disabled }, origins };
}
