import { randomInt } from 'node:crypto';
import type { Request } from 'express';
import { BUCKETS, parseBucket } from '../contract/canary-share';
import { cookiesOf, keptCookie } from '@citypass/http-cookies';

// Each visitor's bucket (the release service's canary share rule) is kept in a cookie of its own,
// with nothing about who they are, so they get the same versions on every page and every instance.

export const BUCKET_COOKIE = 'citypass-bucket';
const KEPT_FOR_MS = 365 * 24 * 60 * 60_000;

/** The request's bucket, or a new one with the cookie that keeps it. */
export function visitorBucket(req: Request, secure: boolean, draw: () => number = () => randomInt(BUCKETS)): { bucket: number; setCookie?: string } {
  const bucket = parseBucket(cookiesOf(req).get(BUCKET_COOKIE));
  if (bucket !== null) return { bucket };
  const fresh = draw();
  return { bucket: fresh, setCookie: keptCookie(BUCKET_COOKIE, String(fresh), { secure, expires: new Date(Date.now() + KEPT_FOR_MS) }) };
}
