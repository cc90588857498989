import { openMetricsListener, type MetricsAddress, type MetricsListener } from './metrics-listener';

/** pino's `fatal`: the refusal is one JSON line among the server's others. */
export interface RefusalLogger {
  fatal(details: Record<string, unknown>, message: string): void;
}

const WHY: Record<string, string> = { EADDRINUSE: 'is in use', EACCES: 'is not allowed for this user' };

const listenErrorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'syscall' in error && error.syscall === 'listen' && 'code' in error ? String(error.code) : null;

/**
 * The metrics listener, opened before a server starts anything else. A port it cannot have is
 * refused at once, with one fatal line naming METRICS_PORT and the port, and `exit(1)`: before,
 * a taken port surfaced as a bare `listen EADDRINUSE` after the rest had started.
 */
export async function claimMetricsPort(address: MetricsAddress, logger: RefusalLogger, exit: (code: number) => never): Promise<MetricsListener> {
  try {
    return await openMetricsListener(address);
  } catch (error) {
    const code = listenErrorCode(error);
    if (code === null) throw error;
    const why = WHY[code] ?? `cannot be listened on (${code})`;
    logger.fatal(
      { code: 'METRICS_PORT_UNAVAILABLE', METRICS_PORT: address.port, METRICS_HOST: address.host, reason: code },
      `METRICS_PORT ${address.port} on ${address.host} ${why}: free it, or set METRICS_PORT to another port (0: any free one)`,
    );
    return exit(1);
  }
}
