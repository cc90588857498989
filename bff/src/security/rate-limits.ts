import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { authPathOf } from '../auth/auth-path';
import type { BffMetrics } from '../observability/bff-metrics';

interface RateLimitOptions {
  /** Requests allowed per client (IP) in each window. */
  limit: number;
  windowMs: number;
  /** Counts the refusals, by limit and reason. */
  metrics?: Pick<BffMetrics, 'rateLimitRefusal'>;
}

/** Where each named limit keeps its counts (shared-state/state-backend.ts); unset: in this process (express-rate-limit's memory store). */
type LimitStoreOf = (name: string) => Store;

export const RATE_LIMITED = 'RATE_LIMITED';
/** The catalogue's code for a sign-in refused while its limit's counts cannot be reached. */
const SIGN_IN_UNAVAILABLE = 'SOMETHING_WRONG';
const UNAVAILABLE_RETRY_SECONDS = 5;

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
 * Limits sign-in attempts (POST `callback/{id}` and `signin/{id}`), mounted by the sign-in
 * protocol's router at those actions, however their path was written (auth-path.ts).
 * The protocol's json-mode client reads `url` and takes its `error` parameter as the reason, so
 * the refusal carries the same error URL a failed sign-in would, with `error=RATE_LIMITED`.
 * When its counts cannot be reached (the fleet's Redis is down), sign-in is refused with 503 and
 * the catalogue's SOMETHING_WRONG: an attempt that cannot be counted is never let through.
 */
export function createSignInRateLimit(options: RateLimitOptions & { publicUrl: string; storeOf?: LimitStoreOf }): RequestHandler {
  const origin = new URL(options.publicUrl).origin;
  const errorUrl = (req: Request, code: string) => {
    const id = authPathOf(req).providerId ?? '';
    const provider = PROVIDER_ID.test(id) ? `&provider=${id}` : '';
    return `${origin}/api/auth/error?error=${code}${provider}`;
  };
  const limiter = rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: options.storeOf?.('sign-in'),
    skip: (req) => req.method !== 'POST',
    handler: (req, res) => {
      options.metrics?.rateLimitRefusal('sign-in', 'limited');
      refuse(req, res, options.windowMs, { url: errorUrl(req, RATE_LIMITED) });
    },
  });
  return (req, res, next) => {
    // The limiter passes on only its store's failures: it calls nothing else.
    limiter(req, res, (error?: unknown) => {
      if (error === undefined) return next();
      options.metrics?.rateLimitRefusal('sign-in', 'unavailable');
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
      res.setHeader('Cache-Control', 'no-store');
      res.status(503).json({ error_code: SIGN_IN_UNAVAILABLE, url: errorUrl(req, SIGN_IN_UNAVAILABLE) });
    });
  };
}

type BeaconLimitOptions = RateLimitOptions & { storeOf?: LimitStoreOf };

/** A beacon's limit; with shared counts, each instance counts on its own while they cannot be reached. */
function createBeaconRateLimit(options: BeaconLimitOptions, storeName: string): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: options.storeOf?.(storeName),
    handler: (req, res) => {
      options.metrics?.rateLimitRefusal(storeName, 'limited');
      refuse(req, res, options.windowMs, {});
    },
  });
}

/** Limits the client's log beacon, so a page stuck in a loop cannot flood the logs. */
export function createLogRateLimit(options: BeaconLimitOptions): RequestHandler {
  return createBeaconRateLimit(options, 'log');
}

/** Limits remotes' health reports, one per remote on every page load: their own limit, apart from the log beacon's. */
export function createHealthReportRateLimit(options: BeaconLimitOptions): RequestHandler {
  return createBeaconRateLimit(options, 'health-reports');
}
