import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';

interface RateLimitOptions {
  /** Requests allowed per client (IP) in each window. */
  limit: number;
  windowMs: number;
}

export const RATE_LIMITED = 'RATE_LIMITED';

const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function retryAfterSeconds(req: Request, windowMs: number): number {
  const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  const ms = resetTime ? resetTime.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(ms / 1000));
}

function refuse(req: Request, res: Response, windowMs: number, body: Record<string, string>): void {
  res.setHeader('Retry-After', String(retryAfterSeconds(req, windowMs)));
  res.setHeader('Cache-Control', 'no-store');
  res.status(429).json({ error_code: RATE_LIMITED, ...body });
}

/**
 * Limits sign-in attempts (POST `callback/{id}` and `signin/{id}`), mounted at those paths.
 * The protocol's json-mode client reads `url` and takes its `error` parameter as the reason, so
 * the refusal carries the same error URL a failed sign-in would, with `error=RATE_LIMITED`.
 */
export function createSignInRateLimit(options: RateLimitOptions & { publicUrl: string }): RequestHandler {
  const origin = new URL(options.publicUrl).origin;
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip: (req) => req.method !== 'POST',
    handler: (req, res) => {
      const id = req.path.replace(/^\/+/, '');
      const provider = PROVIDER_ID.test(id) ? `&provider=${id}` : '';
      refuse(req, res, options.windowMs, { url: `${origin}/api/auth/error?error=${RATE_LIMITED}${provider}` });
    },
  });
}

/** Limits the client's log beacon, so a page stuck in a loop cannot flood the logs. */
export function createLogRateLimit(options: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (req, res) => refuse(req, res, options.windowMs, {}),
  });
}
