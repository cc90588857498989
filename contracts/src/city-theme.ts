import * as z from 'zod/mini';

// A city's look as its page carries it (the page data's `theme`): made by the BFF at start from
// the city's settings file (`brand`), its names in the page's language. The shell hands it to
// styled-components, and every remote reads it from there; no build carries a city's look.

/** A colour as the settings file and the page write it. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const color = z.string().check(z.regex(HEX_COLOR));

/** Every colour of a look: the settings file gives some, the rest are derived from them. */
export const THEME_COLOR_NAMES = ['primary', 'primaryPressed', 'onPrimary', 'highlight', 'background', 'surface', 'border', 'text', 'textMuted', 'focus', 'disabled'] as const;
export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];

const percent = z.string().check(z.regex(/^\d{1,3}(\.\d+)?%$/));

/**
 * A city's own web font (a `.woff2` beside its settings, served hashed) and the local font sized to
 * its metrics that stands in while it loads, so nothing moves when it swaps in.
 */
const fontFaceSchema = z.object({
  family: z.string().check(z.regex(/^City [a-z0-9-]+$/)),
  src: z.string().check(z.regex(/^\/city\/[\w.-]+\.woff2$/)),
  fallback: z.object({
    family: z.string().check(z.regex(/^City [a-z0-9-]+ Fallback$/)),
    local: z.array(z.string().check(z.regex(/^[\w -]+$/))),
    ascentOverride: percent,
    descentOverride: percent,
    lineGapOverride: percent,
    sizeAdjust: percent,
  }),
});
export type CityFontFace = z.infer<typeof fontFaceSchema>;

export const cityThemeSchema = z.object({
  /** The city's key (`[a-z0-9-]`): in cache and store keys, never shown. */
  id: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  name: z.string(),
  shortName: z.string(),
  colors: z.object(Object.fromEntries(THEME_COLOR_NAMES.map((name) => [name, color])) as Record<ThemeColorName, typeof color>),
  fonts: z.object({ body: z.string(), heading: z.string(), face: z.optional(fontFaceSchema) }),
  /** The header's mark: its wordmark in text, after the city's logo when it has one (a same-origin, hashed SVG, its width to its height). */
  logo: z.object({
    wordmark: z.string(),
    tagline: z.optional(z.string()),
    image: z.optional(z.object({ src: z.string().check(z.regex(/^\/[\w./-]+\.svg$/)), aspectRatio: z.number().check(z.positive(), z.maximum(8)) })),
  }),
  /** Corners of buttons, cards and fields, in px. */
  radius: z.number().check(z.int(), z.minimum(0), z.maximum(24)),
});
export type CityTheme = z.infer<typeof cityThemeSchema>;
