import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@citypass/shared-ui/contracts';
import { z } from 'zod';

// The token the BFF writes into each page it serves, for the shell's health reports: a random
// page id, the release of each remote the page loads, and an expiry, signed with a key derived
// from AUTH_SECRET. Only a page this BFF (or a sibling with the same secret) served can report,
// and only for the releases that page loads.

const KEY_INFO = 'City Pass remote health token';
export const DEFAULT_HEALTH_TOKEN_TTL_MS = 30 * 60 * 1000;

const payloadSchema = z.object({
  /** The page's id. */
  p: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  /** The release of each remote the page loads. */
  v: z.partialRecord(z.enum(REMOTE_NAMES), z.string()),
  /** When the token expires, in ms since the epoch. */
  e: z.number().int(),
});

export interface PageHealthGrant {
  pageId: string;
  versions: Partial<Record<RemoteName, string>>;
  expiresAt: number;
}

export interface HealthTokens {
  /** A token for a new page loading these releases. */
  mint(versions: Partial<Record<RemoteName, string>>): string;
  /** What a token grants, when this key signed it and it has not expired; else null. */
  verify(token: string): PageHealthGrant | null;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function createHealthTokens(secret: string, options: { ttlMs?: number; now?: () => number } = {}): HealthTokens {
  const key = Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32));
  const ttlMs = options.ttlMs ?? DEFAULT_HEALTH_TOKEN_TTL_MS;
  const now = options.now ?? Date.now;
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    mint(versions) {
      const payload = base64url(JSON.stringify({ p: randomBytes(16).toString('base64url'), v: versions, e: now() + ttlMs }));
      return `${payload}.${base64url(sign(payload))}`;
    },
    verify(token) {
      const [payload = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0 || !payload || !signature) return null;
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const grant = payloadSchema.safeParse(claims);
      if (!grant.success || grant.data.e <= now()) return null;
      return { pageId: grant.data.p, versions: grant.data.v, expiresAt: grant.data.e };
    },
  };
}
