import { sessionPassSchema, type PublicSession } from '@citypass/contracts';
import { z } from 'zod';

// What the encrypted session cookie carries. The upstream token stays inside it: the browser
// only ever sees the public projection below, the session of the contracts.

export const sessionClaimsSchema = z.object({
  name: z.string(),
  email: z.string(),
  sub: z.string(),
  orderNumber: z.string(),
  passes: z.array(sessionPassSchema),
  upstream: z.object({ accessToken: z.string(), expiresAt: z.string() }),
});

export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

export function toPublicSession(claims: SessionClaims, expires: Date): PublicSession {
  return {
    user: { name: claims.name, email: claims.email },
    orderNumber: claims.orderNumber,
    passes: claims.passes.map(({ pass_number, valid_from, valid_until }) => ({ pass_number, valid_from, valid_until })),
    expires: expires.toISOString(),
  };
}
