import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Double-submit CSRF: the cookie carries `token|sha256(token + secret)`, the body repeats the token.
export function mintCsrfToken(): string {
  return randomBytes(32).toString('hex');
}

export function csrfCookieValue(token: string, secret: string): string {
  return `${token}|${csrfHash(token, secret)}`;
}

/** The token of a cookie value whose hash checks out, else null. */
export function tokenFromCsrfCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const [token, hash] = value.split('|');
  if (!token || !hash) return null;
  return equalStrings(hash, csrfHash(token, secret)) ? token : null;
}

export function equalStrings(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function csrfHash(token: string, secret: string): string {
  return createHash('sha256').update(`${token}${secret}`).digest('hex');
}
