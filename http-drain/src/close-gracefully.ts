import type { Server } from 'node:http';

/** Stops accepting connections, lets in-flight requests finish, then resolves. */
export function closeGracefully(server: Server, forceAfterMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), forceAfterMs);
    force.unref();
    server.close((error) => {
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}
