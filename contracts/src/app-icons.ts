import * as z from 'zod/mini';
import { BRAND_NAMES } from './brands';

/**
 * The file a build of the shell writes beside its page: each brand's icons for the installed app
 * (PNG, under content-hashed names), which the BFF's web app manifest names for its deployment.
 */
export const APP_ICONS_FILE = 'app-icons.json';

/** The sizes (px) every brand's icons come in: what Android and desktop Chrome ask for. */
export const APP_ICON_SIZES = [192, 512] as const;

export const appIconSchema = z.object({
  src: z.string().check(z.regex(/^\/icons\/[\w.-]+\.png$/)),
  sizes: z.string().check(z.regex(/^\d+x\d+$/)),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});
export type AppIcon = z.infer<typeof appIconSchema>;

export const appIconsSchema = z.record(z.enum(BRAND_NAMES), z.array(appIconSchema));
export type AppIcons = z.infer<typeof appIconsSchema>;
