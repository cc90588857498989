import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { createUpstreamClient } from '../../upstream-client/client';
import { startTempUpstream, type TempUpstream } from '@citypass/reservations-service/testing';
import { createErrorHandler } from '../../http/error-handler';
import { frontDoor } from '../../http/front-door';
import { AUTH_MOUNT } from '../auth-url';
import { createAuthRoutes, type AuthRouterDeps } from '../router';

export interface RunningAuthApp {
  /** Where the test server actually listens (the protocol's URLs use the configured public URL). */
  url: string;
  /** Structured log lines the router wrote. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
export const TEST_PUBLIC_URL = 'http://localhost:8080';

/** A BFF app with only the sign-in protocol (the router at AUTH_MOUNT, the session read on the front door) and the app's error middleware, on an ephemeral port. */
export async function startAuthApp(
  deps: Pick<AuthRouterDeps, 'upstream'> & Partial<Omit<AuthRouterDeps, 'logger'>>,
): Promise<RunningAuthApp> {
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'debug' }, sink);
  const auth = createAuthRoutes({ publicUrl: TEST_PUBLIC_URL, secret: TEST_SECRET, logger, ...deps });
  const onError = createErrorHandler(logger);
  const app = express();
  app.use(AUTH_MOUNT, auth.router);
  app.use(onError);
  const server = createServer(frontDoor(app, { routes: [auth.sessionRead], onError }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * For the tests of one file: the auth router in front of a reference upstream of its own, both
 * started before the first test and stopped after the last.
 */
export function serveAuthWithUpstream(): { app: RunningAuthApp; upstream: TempUpstream } {
  const served = {} as { app: RunningAuthApp; upstream: TempUpstream };
  beforeAll(async () => {
    served.upstream = await startTempUpstream();
    served.app = await startAuthApp({ upstream: createUpstreamClient({ baseUrl: served.upstream.url, timeoutMs: 5000 }) });
  });
  afterAll(async () => {
    await served.app?.close();
    await served.upstream?.dispose();
  });
  return served;
}
