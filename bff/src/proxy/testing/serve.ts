import type { IncomingMessage } from 'node:http';
import express, { type Express } from 'express';
import pino from 'pino';
import { PROXY_PATH } from '@citypass/contracts';
import { serve } from '@citypass/releases/testing';
import { createErrorHandler } from '../../http/error-handler';
import { createProxyRouter, type ProxyOptions, type UpstreamAuth } from '../router';

export { serve, type Served } from '@citypass/releases/testing';

/** An address nothing listens on: a port the test opened itself, closed again. */
export async function closedPortUrl(): Promise<string> {
  const closed = await serve(express());
  await closed.close();
  return closed.url;
}

/** A BFF-like app with only the proxy at its mount, and the app's error middleware. */
export function proxyApp(options: Partial<ProxyOptions> & Pick<ProxyOptions, 'upstreamUrl' | 'getUpstreamAuth'>): Express {
  const app = express();
  app.use(PROXY_PATH, createProxyRouter({ timeoutMs: 2000, ...options }));
  app.use(createErrorHandler(pino({ level: 'silent' })));
  return app;
}

/** Reads the visitor from a test header, standing in for the session cookie. */
export function authFromHeader(lookup: (visitor: string) => Promise<UpstreamAuth | null>): (req: IncomingMessage) => Promise<UpstreamAuth | null> {
  return async (req) => {
    const visitor = req.headers['x-test-visitor'];
    return typeof visitor === 'string' ? lookup(visitor) : null;
  };
}
