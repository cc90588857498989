import express, { type Request, type Router } from 'express';
import pino from 'pino';
import { serve } from '@citypass/releases/testing';
import { createErrorHandler } from '../../http/error-handler';

export { serve, type Served } from '@citypass/releases/testing';
import { createProxyRouter, type ProxyRouterOptions, type UpstreamAuth } from '../router';

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
