import * as z from 'zod/mini';

export const sessionPassSchema = z.object({
  pass_number: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
});
export type SessionPass = z.infer<typeof sessionPassSchema>;

/** The visitor's session as the BFF shows it (`GET /api/auth/session`, the page's session block). */
export const publicSessionSchema = z.object({
  user: z.object({ name: z.optional(z.string()), email: z.optional(z.string()) }),
  orderNumber: z.string(),
  passes: z.array(sessionPassSchema),
  expires: z.string(),
});
export type PublicSession = z.infer<typeof publicSessionSchema>;
