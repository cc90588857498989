/** The events of a process the handlers listen to (`process`, or a fake in a test). */
export interface CrashSource {
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/** pino's `fatal`, which writes the error's stack under `err`. */
export interface CrashLogger {
  fatal(details: { err: unknown }, message: string): void;
}

/**
 * A crash is loud: an uncaught exception or an unhandled rejection is logged as one line with its
 * stack and the process exits non-zero, so the supervisor restarts it rather than it running on
 * in a state nobody planned for (or dying with nothing in the log).
 */
export function installCrashHandlers(source: CrashSource, logger: CrashLogger, exit: (code: number) => void): void {
  const crash = (message: string) => (error: unknown) => {
    logger.fatal({ err: error }, message);
    exit(1);
  };
  source.on('uncaughtException', crash('uncaught exception'));
  source.on('unhandledRejection', crash('unhandled rejection'));
}
