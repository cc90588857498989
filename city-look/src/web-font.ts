import { createHash } from 'node:crypto';
import type { CityFontFace } from '@citypass/contracts';
import type * as Unpack from '@capsizecss/unpack' with { 'resolution-mode': 'import' };

// A city's own web font: a .woff2 beside its settings, served under a hashed name, shown with
// `font-display: swap`, and a local font sized to its metrics (Capsize) standing in while it
// loads, so the text does not move when it swaps in. Capsize's font reader ships as ES modules
// only: it is imported when a city has a web font.

/** The largest web font a city may have: a subset of one weight is tens of kB. */
export const FONT_MAX_BYTES = 500_000;
const WOFF2_SIGNATURE = 'wOF2';

/** Why the file cannot be the city's font; none when it can. */
export function webFontProblems(bytes: Buffer): string[] {
  if (bytes.length > FONT_MAX_BYTES) return [`is ${Math.ceil(bytes.length / 1000)} kB, over ${FONT_MAX_BYTES / 1000} kB`];
  if (bytes.subarray(0, 4).toString('latin1') !== WOFF2_SIGNATURE) return ['is not a WOFF2 font'];
  return [];
}

const PERCENT = /^\d{1,3}(\.\d+)?%$/;

/** The font's face and its metric-matched fallback, or why its metrics cannot be read. */
export async function webFontFace(city: string, bytes: Buffer): Promise<{ face: CityFontFace; path: string } | { problem: string }> {
  const [{ fromBuffer }, { createFontStack }, { default: arial }] = await Promise.all([
    import('@capsizecss/unpack') as Promise<typeof Unpack>,
    import('@capsizecss/core'),
    import('@capsizecss/metrics/arial'),
  ]);
  let metrics;
  try {
    metrics = await fromBuffer(bytes);
  } catch (error) {
    return { problem: `cannot be read as a font (${(error as Error).message})` };
  }
  const family = `City ${city}`;
  const path = `/city/${city}-font.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.woff2`;
  const [fallback] = createFontStack([{ ...metrics, familyName: family }, arial], { fontFaceFormat: 'styleObject' }).fontFaces;
  const rule = fallback?.['@font-face'];
  const overrides = [rule?.ascentOverride, rule?.descentOverride, rule?.lineGapOverride, rule?.sizeAdjust].map(String);
  if (!overrides.every((value) => PERCENT.test(value))) return { problem: 'has metrics no fallback can match' };
  const [ascentOverride = '', descentOverride = '', lineGapOverride = '', sizeAdjust = ''] = overrides;
  return {
    path,
    face: { family, src: path, fallback: { family: `${family} Fallback`, local: ['Arial', 'ArialMT'], ascentOverride, descentOverride, lineGapOverride, sizeAdjust } },
  };
}
