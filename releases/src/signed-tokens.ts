import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

// The tokens the release service signs (pages' health tokens, preview links and cookies): JWTs,
// HS256, each kind with a key of its own derived from AUTH_SECRET, so one kind never passes for
// another.

const ALGORITHM = 'HS256';

interface SignOptions {
  /** In ms since the epoch. */
  expiresAt: number;
  /** `jti`. */
  id?: string;
  /** `aud`: the deployment the token is for. */
  audience?: string;
  /** `iat`, in ms since the epoch. */
  issuedAt?: number;
}

interface VerifyOptions {
  /** In ms since the epoch. */
  now: number;
  audience?: string;
  /** Claims a token must carry besides its expiry, which every one must. */
  required?: string[];
}

export interface SignedTokens {
  sign(claims: JWTPayload, options: SignOptions): Promise<string>;
  /**
   * The claims of a token this key signed with HS256 that has not expired; jose's error otherwise
   * (a token naming `none` or another algorithm is refused before its signature is read).
   */
  verify(token: string, options: VerifyOptions): Promise<JWTPayload>;
}

/** Tokens of one kind, `purpose` naming it (the key derivation's info). */
export function createSignedTokens(secret: string, purpose: string): SignedTokens {
  const key = new Uint8Array(hkdfSync('sha256', secret, '', purpose, 32));
  return {
    sign(claims, { expiresAt, id, audience, issuedAt }) {
      const token = new SignJWT(claims).setProtectedHeader({ alg: ALGORITHM }).setExpirationTime(Math.floor(expiresAt / 1000));
      if (id !== undefined) token.setJti(id);
      if (audience !== undefined) token.setAudience(audience);
      if (issuedAt !== undefined) token.setIssuedAt(Math.floor(issuedAt / 1000));
      return token.sign(key);
    },
    async verify(token, { now, audience, required = [] }) {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], audience, currentDate: new Date(now), requiredClaims: ['exp', ...required] });
      return payload;
    },
  };
}
