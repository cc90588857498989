import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { createErrorHandler } from '../../http/error-handler';
import { frontDoor } from '../../http/front-door';
import { createProxy, PROXY_MOUNT, type ProxyOptions, type UpstreamAuth } from '../proxy';

// Tests serve an app on a port the system hands out, never a default one.
export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Serves a request listener (the BFF's, an Express app) on loopback. */
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

/** An address nothing listens on: a port the test opened itself, closed again. */
export async function closedPortUrl(): Promise<string> {
  const closed = await serve(express());
  await closed.close();
  return closed.url;
}

/** A BFF-like listener with only the proxy, served as the BFF serves it: before an app, with the app's error handler. */
export function proxyApp(options: Partial<ProxyOptions> & Pick<ProxyOptions, 'upstreamUrl' | 'getUpstreamAuth'>): RequestListener {
  const onError = createErrorHandler(pino({ level: 'silent' }));
  return frontDoor(express(), { mount: PROXY_MOUNT, handlers: createProxy({ timeoutMs: 2000, ...options }), onError });
}

/** Reads the visitor from a test header, standing in for the session cookie. */
export function authFromHeader(lookup: (visitor: string) => Promise<UpstreamAuth | null>): (req: IncomingMessage) => Promise<UpstreamAuth | null> {
  return async (req) => {
    const visitor = req.headers['x-test-visitor'];
    return typeof visitor === 'string' ? lookup(visitor) : null;
  };
}
