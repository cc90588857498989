import { randomBytes } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import { z } from 'zod';
import { createSignedTokens } from '../signed-tokens';

// The token the BFF writes into each page it serves, for the shell's health reports: a JWT (HS256)
// naming a random page id, the release of each remote the page loads, the remotes it previews (a
// team's preview link), and an expiry, signed with a key derived from AUTH_SECRET. Only a page this
// BFF (or a sibling with the same secret) served can report, only for the releases that page loads,
// and a preview's reports are told apart from visitors'.

export const DEFAULT_HEALTH_TOKEN_TTL_MS = 30 * 60 * 1000;

const claimsSchema = z.object({
  /** The page's id. */
  jti: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  /** The release of each remote the page loads. */
  v: z.partialRecord(z.enum(REMOTE_NAMES), z.string()),
  /** The remotes the page previews. */
  p: z.array(z.enum(REMOTE_NAMES)).optional(),
  /** When the token expires, in seconds since the epoch. */
  exp: z.number().int(),
});

export interface PageHealthGrant {
  pageId: string;
  versions: Partial<Record<RemoteName, string>>;
  /** The remotes whose release the page previews: their outcomes count apart. */
  previewed: RemoteName[];
  /** In ms since the epoch. */
  expiresAt: number;
}

export interface HealthTokens {
  /** A token for a new page loading these releases, previewing the releases of `previewed`. */
  mint(versions: Partial<Record<RemoteName, string>>, previewed?: readonly RemoteName[]): Promise<string>;
  /** What a token grants, when this key signed it and it has not expired; else null. */
  verify(token: string): Promise<PageHealthGrant | null>;
}

export function createHealthTokens(secret: string, options: { ttlMs?: number; now?: () => number } = {}): HealthTokens {
  const tokens = createSignedTokens(secret, 'City Pass remote health token');
  const ttlMs = options.ttlMs ?? DEFAULT_HEALTH_TOKEN_TTL_MS;
  const now = options.now ?? Date.now;
  return {
    mint(versions, previewed = []) {
      const claims = previewed.length > 0 ? { v: versions, p: [...previewed] } : { v: versions };
      return tokens.sign(claims, { id: randomBytes(16).toString('base64url'), expiresAt: now() + ttlMs });
    },
    async verify(token) {
      try {
        const payload = await tokens.verify(token, { now: now(), required: ['jti'] });
        const grant = claimsSchema.safeParse(payload);
        return grant.success ? { pageId: grant.data.jti, versions: grant.data.v, previewed: grant.data.p ?? [], expiresAt: grant.data.exp * 1000 } : null;
      } catch {
        return null;
      }
    },
  };
}
