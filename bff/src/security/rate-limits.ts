import express, { type Request, type RequestHandler, type Response } from 'express';
import { REMOTE_HEALTH_CODE } from '@citypass/shared-ui/contracts';
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

function createBeaconRateLimit(options: RateLimitOptions, skip: (req: Request) => boolean): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip,
    handler: (req, res) => refuse(req, res, options.windowMs, {}),
  });
}

// The beacon's body, read here (as the auth router would) to tell health reports from the rest.
const BEACON_BODY_LIMIT = '16kb';

const isHealthReport = (req: Request) => (req.body as Record<string, unknown> | undefined)?.code === REMOTE_HEALTH_CODE;

/**
 * Limits the client's log beacon, so a page stuck in a loop cannot flood the logs. Remotes'
 * health reports, one per remote on every page load, have a limit of their own (`health`), so
 * browsing cannot use up the limit of reports about errors, nor a flood of reports the other's.
 */
export function createLogRateLimit(options: RateLimitOptions & { health: RateLimitOptions }): RequestHandler {
  return express
    .Router()
    .use(
      express.json({ limit: BEACON_BODY_LIMIT }),
      express.urlencoded({ extended: false, limit: BEACON_BODY_LIMIT }),
      createBeaconRateLimit(options.health, (req) => !isHealthReport(req)),
      createBeaconRateLimit(options, isHealthReport),
    );
}
