import type { Db } from '../db/open-database';
import type { IssuedToken } from './access-tokens';
import { hashToken, newToken } from './secret-token';

type MagicLinkRedemption = { ok: true; orderId: number } | { ok: false; code: 'ORDER_NOT_FOUND' | 'TOKEN_EXPIRED' };

export function issueMagicLinkToken(db: Db, orderId: number, now: number, ttlMs: number): IssuedToken {
  const token = newToken();
  const expiresAt = now + ttlMs;
  db.prepare('INSERT INTO magic_links (token_hash, order_id, expires_at) VALUES (?, ?, ?)').run(hashToken(token), orderId, expiresAt);
  return { token, expiresAt };
}

/** Marks the token used in the same statement that checks it, so it can be redeemed once only. */
export function redeemMagicLinkToken(db: Db, token: string, now: number): MagicLinkRedemption {
  const hash = hashToken(token);
  const redeemed = db
    .prepare('UPDATE magic_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING order_id')
    .get(now, hash, now) as { order_id: number } | undefined;
  if (redeemed) return { ok: true, orderId: redeemed.order_id };
  const known = db.prepare('SELECT 1 FROM magic_links WHERE token_hash = ?').get(hash);
  return { ok: false, code: known ? 'TOKEN_EXPIRED' : 'ORDER_NOT_FOUND' };
}
