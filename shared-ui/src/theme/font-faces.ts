import type { CityFontFace } from '@citypass/contracts';

/**
 * The CSS of a city's web font and of the local font sized to its metrics that stands in until it
 * loads. Every value has met the page data's contract (names, a same-origin path, percentages).
 */
export function fontFaceRules(face: CityFontFace | undefined): string {
  if (!face) return '';
  const { fallback } = face;
  return [
    `@font-face { font-family: "${face.family}"; src: url("${face.src}") format("woff2"); font-display: swap; }`,
    `@font-face { font-family: "${fallback.family}"; src: ${fallback.local.map((name) => `local("${name}")`).join(', ')}; ` +
      `ascent-override: ${fallback.ascentOverride}; descent-override: ${fallback.descentOverride}; ` +
      `line-gap-override: ${fallback.lineGapOverride}; size-adjust: ${fallback.sizeAdjust}; }`,
  ].join('\n');
}
