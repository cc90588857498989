import type { Db } from '../db/open-database';
import { hashToken, newToken } from './secret-token';

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

type TokenCheck = { ok: true; orderId: number } | { ok: false; code: 'NOT_AUTHORISED' | 'SESSION_EXPIRED' };

export function issueAccessToken(db: Db, orderId: number, now: number, ttlMs: number): IssuedToken {
  const token = newToken();
  const expiresAt = now + ttlMs;
  db.transaction(() => {
    db.prepare('DELETE FROM access_tokens WHERE expires_at < ?').run(now);
    db.prepare('INSERT INTO access_tokens (token_hash, order_id, expires_at) VALUES (?, ?, ?)').run(hashToken(token), orderId, expiresAt);
  })();
  return { token, expiresAt };
}

export function checkAccessToken(db: Db, token: string, now: number): TokenCheck {
  const row = db.prepare('SELECT order_id, expires_at FROM access_tokens WHERE token_hash = ?').get(hashToken(token)) as
    | { order_id: number; expires_at: number }
    | undefined;
  if (!row) return { ok: false, code: 'NOT_AUTHORISED' };
  if (row.expires_at <= now) return { ok: false, code: 'SESSION_EXPIRED' };
  return { ok: true, orderId: row.order_id };
}
