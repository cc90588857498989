import { hkdfSync, randomBytes } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@citypass/shared-ui/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

// The token the BFF writes into each page it serves, for the shell's health reports: a JWT (HS256)
// naming a random page id, the release of each remote the page loads, the remotes it previews (a
// team's preview link), and an expiry, signed with a key derived from AUTH_SECRET. Only a page this
// BFF (or a sibling with the same secret) served can report, only for the releases that page loads,
// and a preview's reports are told apart from visitors'.

const KEY_INFO = 'City Pass remote health token';
const ALGORITHM = 'HS256';
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
  /** What a token grants, when this key signed it with HS256 and it has not expired; else null. */
  verify(token: string): Promise<PageHealthGrant | null>;
}

export function createHealthTokens(secret: string, options: { ttlMs?: number; now?: () => number } = {}): HealthTokens {
  const key = new Uint8Array(hkdfSync('sha256', secret, '', KEY_INFO, 32));
  const ttlMs = options.ttlMs ?? DEFAULT_HEALTH_TOKEN_TTL_MS;
  const now = options.now ?? Date.now;
  return {
    mint(versions, previewed = []) {
      return new SignJWT(previewed.length > 0 ? { v: versions, p: [...previewed] } : { v: versions })
        .setProtectedHeader({ alg: ALGORITHM })
        .setJti(randomBytes(16).toString('base64url'))
        .setExpirationTime(Math.floor((now() + ttlMs) / 1000))
        .sign(key);
    },
    async verify(token) {
      try {
        // Only HS256: a token naming `none` or another algorithm is refused before its signature is read.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: new Date(now()), requiredClaims: ['exp', 'jti'] });
        const grant = claimsSchema.safeParse(payload);
        return grant.success ? { pageId: grant.data.jti, versions: grant.data.v, previewed: grant.data.p ?? [], expiresAt: grant.data.exp * 1000 } : null;
      } catch {
        return null;
      }
    },
  };
}
