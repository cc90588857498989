import { hkdfSync, randomUUID } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { LRUCache } from 'lru-cache';
import { sessionClaimsSchema, type SessionClaims } from './session-claims';

// The protocol's session token: a compact JWE (dir + A256GCM) whose key is derived from the secret.
const KEY_INFO = 'NextAuth.js Generated Encryption Key';
const CLOCK_TOLERANCE_SECONDS = 15;
export const DEFAULT_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
// Decrypting is the costliest step of an API call, and a page makes several calls with the same
// cookie: a token that decrypted once is remembered by its whole value until it expires.
const DECODED_TOKENS_KEPT = 5000;

export interface DecodedSession {
  claims: SessionClaims;
  expiresAt: Date;
}

export interface SessionCodec {
  /** How long a session lasts from its last use. */
  maxAgeSeconds: number;
  encode(claims: SessionClaims, now: Date): Promise<string>;
  /** The claims and expiry of a token this secret encrypted and that has not expired, else null. */
  decode(token: string, now: Date): Promise<DecodedSession | null>;
}

function deriveEncryptionKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, '', KEY_INFO, 32));
}

/** The BFF's one codec: the sign-in protocol and the proxy's session reads share its decoded tokens. */
export function createSessionCodec(secret: string, maxAgeSeconds = DEFAULT_SESSION_MAX_AGE_SECONDS): SessionCodec {
  const key = deriveEncryptionKey(secret);
  const decoded = new LRUCache<string, DecodedSession>({ max: DECODED_TOKENS_KEPT });
  return {
    maxAgeSeconds,
    async encode(claims, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new EncryptJWT({ ...claims })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + maxAgeSeconds)
        .setJti(randomUUID())
        .encrypt(key);
    },
    async decode(token, now) {
      const known = decoded.get(token);
      if (known) return known.expiresAt.getTime() + CLOCK_TOLERANCE_SECONDS * 1000 > now.getTime() ? known : null;
      try {
        const { payload } = await jwtDecrypt(token, key, {
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now,
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        const claims = sessionClaimsSchema.safeParse(payload);
        if (!claims.success || payload.exp === undefined) return null;
        const session = { claims: claims.data, expiresAt: new Date(payload.exp * 1000) };
        decoded.set(token, session);
        return session;
      } catch {
        return null;
      }
    },
  };
}
