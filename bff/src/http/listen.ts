import { createServer, type RequestListener, type Server } from 'node:http';

export function listen(app: RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(app);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
    // Slow or stalled clients are cut off instead of holding sockets open.
    server.requestTimeout = 30_000;
    server.headersTimeout = 10_000;
    // Well above nginx's upstream keepalive_timeout (4 s, ops/nginx/citypass.conf), so nginx closes
    // an idle connection first: a request it sent on one the BFF was closing would fail, and nginx
    // resends no POST. headersTimeout stays above it, so no wait for a next request counts as a slow one.
    server.keepAliveTimeout = 8_000;
  });
}
