import { createHash, randomBytes } from 'node:crypto';

// Tokens are stored hashed, so a copy of the database does not hand out sessions.
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
