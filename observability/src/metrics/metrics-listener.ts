import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  /** `http://host:port`, the port chosen when 0 was asked for. */
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` from the registry on an address of its own, apart from the public port,
 * so the numbers reach the scraper and never a visitor. Anything else is 404.
 */
export function startMetricsListener(registry: Registry, { port, host }: { port: number; host: string }): Promise<MetricsListener> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        url: `http://${urlHost}:${address.port}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
