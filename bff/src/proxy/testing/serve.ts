import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Router } from 'express';
import pino from 'pino';
import { createErrorHandler } from '../../http/error-handler';
import { createProxyRouter, type ProxyRouterOptions, type UpstreamAuth } from '../router';

export interface Served {
  url: string;
  close(): Promise<void>;
}

export async function serve(app: express.Express): Promise<Served> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
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

/** An address nothing listens on: a port the test opened itself, closed again. */
export async function closedPortUrl(): Promise<string> {
  const closed = await serve(express());
  await closed.close();
  return closed.url;
}

/** A BFF-like app with only the proxy mounted, and the app's error middleware, as the wiring mounts them. */
export function proxyApp(options: Partial<ProxyRouterOptions> & Pick<ProxyRouterOptions, 'upstreamUrl' | 'getUpstreamAuth'>): express.Express {
  const app = express();
  const router: Router = createProxyRouter({ timeoutMs: 2000, ...options });
  app.use('/api/proxy', router);
  app.use(createErrorHandler(pino({ level: 'silent' })));
  return app;
}

/** Reads the visitor from a test header, standing in for the session cookie. */
export function authFromHeader(lookup: (visitor: string) => Promise<UpstreamAuth | null>): (req: Request) => Promise<UpstreamAuth | null> {
  return async (req) => {
    const visitor = req.get('x-test-visitor');
    return visitor ? lookup(visitor) : null;
  };
}
