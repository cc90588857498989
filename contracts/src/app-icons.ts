import * as z from 'zod/mini';

/** The sizes (px) a city's icons for the installed app come in: what Android and desktop Chrome ask for. */
export const APP_ICON_SIZES = [192, 512] as const;

/** An icon as the web app manifest names it: drawn by the BFF from the city's look, under a hashed name. */
export const appIconSchema = z.object({
  src: z.string().check(z.regex(/^\/icons\/[\w.-]+\.png$/)),
  sizes: z.string().check(z.regex(/^\d+x\d+$/)),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});
export type AppIcon = z.infer<typeof appIconSchema>;
