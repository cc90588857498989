import { randomInt } from 'node:crypto';
import type { Request } from 'express';
import { cookiesOf, serializeCookie } from '../auth/cookies';

// Each visitor has a random bucket, 0 to 9,999, in a cookie of its own (nothing about who they
// are): a canary for N% serves the buckets below N * 100, so the same visitor gets the same
// versions on every page and every BFF instance, and raising the share only adds visitors.

export const BUCKET_COOKIE = 'citypass-bucket';
const BUCKETS = 10_000;
const KEPT_FOR_MS = 365 * 24 * 60 * 60_000;

/** Whether a visitor in this bucket gets a canary served to `percent` % of visitors. */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < percent * (BUCKETS / 100);
}

/** The bucket a cookie value names; null when it names none (missing, changed by hand, out of range). */
export function parseBucket(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}

/** The request's bucket, or a new one with the cookie that keeps it. */
export function visitorBucket(req: Request, secure: boolean, draw: () => number = () => randomInt(BUCKETS)): { bucket: number; setCookie?: string } {
  const bucket = parseBucket(cookiesOf(req).get(BUCKET_COOKIE));
  if (bucket !== null) return { bucket };
  const fresh = draw();
  return { bucket: fresh, setCookie: serializeCookie(BUCKET_COOKIE, String(fresh), { secure, expires: new Date(Date.now() + KEPT_FOR_MS) }) };
}
