import type { IncomingMessage, RequestListener } from 'node:http';
import express from 'express';
import pino from 'pino';
import { serve } from '@citypass/releases/testing';
import { createErrorHandler } from '../../http/error-handler';
import { frontDoor } from '../../http/front-door';
import { createProxy, isProductCall, type ProxyOptions, type UpstreamAuth } from '../proxy';

export { serve, type Served } from '@citypass/releases/testing';

/** An address nothing listens on: a port the test opened itself, closed again. */
export async function closedPortUrl(): Promise<string> {
  const closed = await serve(express());
  await closed.close();
  return closed.url;
}

/** A BFF-like listener with only the proxy, served as the BFF serves it: before an app, with the app's error handler. */
export function proxyApp(options: Partial<ProxyOptions> & Pick<ProxyOptions, 'upstreamUrl' | 'getUpstreamAuth'>): RequestListener {
  const onError = createErrorHandler(pino({ level: 'silent' }));
  return frontDoor(express(), { routes: [{ matches: isProductCall, handlers: createProxy({ timeoutMs: 2000, ...options }) }], onError });
}

/** Reads the visitor from a test header, standing in for the session cookie. */
export function authFromHeader(lookup: (visitor: string) => Promise<UpstreamAuth | null>): (req: IncomingMessage) => Promise<UpstreamAuth | null> {
  return async (req) => {
    const visitor = req.headers['x-test-visitor'];
    return typeof visitor === 'string' ? lookup(visitor) : null;
  };
}
