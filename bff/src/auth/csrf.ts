import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

// Double-submit CSRF: the cookie carries `token|sha256(token + secret)`, the body repeats the token.
// Every request of the protocol checks the cookie, and a visitor's session reads send the same one:
// a value whose hash checked out is remembered (bench:server-profile: the hash was a thirtieth of
// a session read).
const CHECKED_VALUES_KEPT = 5000;

export interface CsrfCookies {
  /** The token of a cookie value whose hash checks out, else null. */
  tokenOf(value: string | undefined): string | null;
  /** The cookie value carrying `token`. */
  valueFor(token: string): string;
}

export function mintCsrfToken(): string {
  return randomBytes(32).toString('hex');
}

export function createCsrfCookies(secret: string): CsrfCookies {
  const checked = new LRUCache<string, string>({ max: CHECKED_VALUES_KEPT });
  const hashOf = (token: string) => createHash('sha256').update(`${token}${secret}`).digest('hex');
  return {
    tokenOf(value) {
      if (!value) return null;
      const known = checked.get(value);
      if (known !== undefined) return known;
      const [token, hash] = value.split('|');
      if (!token || !hash || !equalStrings(hash, hashOf(token))) return null;
      checked.set(value, token);
      return token;
    },
    valueFor: (token) => `${token}|${hashOf(token)}`,
  };
}

export function equalStrings(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
