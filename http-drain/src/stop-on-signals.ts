import type { Server } from 'node:http';
import { drain } from './drain';

export interface StopLogger {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface StopOptions {
  /** How long the server keeps serving after SIGTERM (DRAIN_DELAY_MS). */
  delayMs: number;
  /** Closes what the server used (databases, connections) once it has stopped. */
  after?: () => Promise<void> | void;
  logger?: StopLogger;
}

const stderrLogger: StopLogger = {
  info: () => undefined,
  error: (fields, message) => process.stderr.write(`${message}: ${String((fields as { err?: unknown }).err)}\n`),
};

/**
 * SIGTERM (a rolling restart) drains the server; SIGINT (Ctrl-C) stops it without the delay, since
 * no balancer watches a terminal's process. Exits 0 once stopped, 1 if stopping failed.
 */
export function stopOnSignals(server: Server, { delayMs, after, logger = stderrLogger }: StopOptions): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals, delay: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, drainDelayMs: delay }, 'shutting down');
    drain(server, delay)
      .then(after)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => stop('SIGTERM', delayMs));
  process.once('SIGINT', () => stop('SIGINT', 0));
}
