import type { Db } from './db/open-database';
import type { QueueMail } from './mail/mail-queue';

export interface UpstreamDeps {
  db: Db;
  /** Milliseconds since the epoch; injected so tests can move time. */
  now: () => number;
  accessTokenTtlMs: number;
  magicLinkTtlMs: number;
  /** Cancel and amend close this long before the timeslot starts (WINDOW_ELAPSED). */
  amendWindowMs: number;
  /** How long the SLOW_RESPONSE scenario holds every answer back. */
  slowResponseMs: number;
  /** Queues the e-mail of a booking, an amendment or a cancellation (mail/mail-queue.ts); none for an app that sends none. */
  queueMail: QueueMail;
}

const HOUR_MS = 60 * 60 * 1000;

export const defaultDeps: Omit<UpstreamDeps, 'db'> = {
  now: () => Date.now(),
  accessTokenTtlMs: 12 * HOUR_MS,
  magicLinkTtlMs: 7 * 24 * HOUR_MS,
  amendWindowMs: 24 * HOUR_MS,
  slowResponseMs: 15_000,
  queueMail: () => undefined,
};
