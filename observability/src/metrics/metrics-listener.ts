import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsAddress {
  port: number;
  host: string;
}

export interface MetricsListener {
  /** `http://host:port`, the port chosen when 0 was asked for. */
  url: string;
  server: Server;
  /** Answers with this registry's numbers from now on; until then `/metrics` is 503 (the server is starting). */
  serve(registry: Registry): void;
  close(): Promise<void>;
}

/**
 * Listens for `GET /metrics` on an address of its own, apart from the public port, so the numbers
 * reach the scraper and never a visitor. Anything else is 404. A server opens it before it starts
 * anything else (claim-metrics-port.ts), so a port it cannot have stops the start at once.
 */
export function openMetricsListener({ port, host }: MetricsAddress): Promise<MetricsListener> {
  let registry: Registry | null = null;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!registry) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Starting\n');
      return;
    }
    const { contentType } = registry;
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        url: `http://${urlHost}:${address.port}`,
        server,
        serve: (served) => {
          registry = served;
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** The listener, serving the registry from the start. */
export async function startMetricsListener(registry: Registry, address: MetricsAddress): Promise<MetricsListener> {
  const listener = await openMetricsListener(address);
  listener.serve(registry);
  return listener;
}
