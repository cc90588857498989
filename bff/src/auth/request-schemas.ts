import { z } from 'zod';

// The fields every POST of the protocol may carry; provider fields and `data` are read by their routes.
export const MAX_CALLBACK_URL_LENGTH = 2048;

export const envelopeSchema = z
  .object({
    csrfToken: z.string().max(128).optional(),
    callbackUrl: z.string().max(MAX_CALLBACK_URL_LENGTH).optional(),
    json: z.union([z.string().max(16), z.boolean()]).optional(),
  })
  .loose();

export const sessionUpdateSchema = z.object({ data: z.unknown().optional() }).loose();

export const queryErrorSchema = z.string().max(128);
