import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Tests serve an app on a port the system hands out, never a default one.
export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Serves a request listener (an Express app, or a server's own listener) on loopback. */
export async function serve(app: RequestListener): Promise<Served> {
  const server = await new Promise<Server>((resolve) => {
    const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

