import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { closeGracefully } from './close-gracefully';

const drainingRequests = new WeakSet<IncomingMessage>();

/** Whether the server this request came to is draining: its health check answers 503 then. */
export function isDraining(req: IncomingMessage): boolean {
  return drainingRequests.has(req);
}

/**
 * Keeps serving for `delayMs`, so a balancer sees the health check fail before the port closes,
 * then stops accepting and lets the requests in flight finish. Every answer from now on carries
 * `Connection: close`: kept-alive clients and balancers reconnect, and so reach another instance.
 */
export async function drain(server: Server, delayMs: number): Promise<void> {
  // Ahead of the app's own listener, so the app sees the mark and cannot drop the header.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    drainingRequests.add(req);
    res.setHeader('Connection', 'close');
  });
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  await closeGracefully(server);
}
