import { z } from 'zod';
import { HEX_COLOR, THEME_COLOR_NAMES, type ThemeColorName } from '@citypass/contracts';
import { FONT_STACK_NAMES } from './font-stacks';

// The `brand` of a city's settings file: the look its visitors see, as the operator writes it.
// The names of these fields are the contract (CONFIGURATION.md); the colours not given are derived.

const hex = z.string({ error: 'must be a colour as #rrggbb' }).regex(HEX_COLOR, 'must be a colour as #rrggbb');
/** Text in every language of the city, or one for all: a language left out reads the default language's. */
const text = (max?: number) => {
  const one = max ? z.string().min(1, 'must not be empty').max(max, `must be ${max} characters at most`) : z.string().min(1, 'must not be empty');
  return z.union([one, z.record(z.string(), one)], { error: 'must be text, or an object of texts by language tag' });
};

export const REQUIRED_COLORS = ['primary', 'onPrimary', 'background', 'text'] as const satisfies readonly ThemeColorName[];
const OPTIONAL_COLORS = THEME_COLOR_NAMES.filter((name) => !(REQUIRED_COLORS as readonly string[]).includes(name));

export const brandSettingsSchema = z
  .object(
    {
      id: z.string({ error: 'is required: the city\'s key, [a-z0-9-]' }).regex(/^[a-z0-9-]{1,40}$/, 'must be 1 to 40 of a-z, 0-9 and -'),
      name: text(),
      shortName: text(12),
      tagline: text().optional(),
      colors: z
        .object(
          {
            ...Object.fromEntries(REQUIRED_COLORS.map((name) => [name, hex])),
            ...Object.fromEntries(OPTIONAL_COLORS.map((name) => [name, hex.optional()])),
          } as Record<(typeof REQUIRED_COLORS)[number], typeof hex> & Record<Exclude<ThemeColorName, (typeof REQUIRED_COLORS)[number]>, z.ZodOptional<typeof hex>>,
          { error: 'must be an object of colours' },
        )
        .strict(),
      font: z.string({ error: `must be one of ${FONT_STACK_NAMES.join(', ')}` }).optional(),
      logo: z.string({ error: 'must name an SVG file beside the settings file' }).optional(),
      radius: z.number({ error: 'must be a number of px' }).int('must be whole px').min(0, 'must be 0 to 24 px').max(24, 'must be 0 to 24 px').optional(),
    },
    { error: 'must be an object: id, name, shortName, colors (and optionally tagline, font, logo, radius)' },
  )
  .strict();

export type BrandSettings = z.infer<typeof brandSettingsSchema>;
/** Text as the settings give it: one for every language, or by language tag. */
export type SettingsText = string | Record<string, string>;
