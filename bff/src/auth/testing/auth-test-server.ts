import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { createUpstreamClient } from '../../upstream-client/client';
import { startTempUpstream, type TempUpstream } from '@citypass/reservations-service/testing';
import { AUTH_PATH, LANGUAGES } from '@citypass/contracts';
import { serve } from '@citypass/releases/testing';
import { createErrorHandler } from '../../http/error-handler';
import { createLanguageChoice } from '../../languages/language-choice';
import { createAuthRouter, type AuthRouterDeps } from '../router';
import { createSessionCodec } from '../session-token';

export interface RunningAuthApp {
  /** Where the test server actually listens (the protocol's URLs use the configured public URL). */
  url: string;
  /** Structured log lines the router wrote. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
export const TEST_PUBLIC_URL = 'http://localhost:8080';

/** A BFF app with only the sign-in protocol (its router at AUTH_PATH) and the app's error middleware, on an ephemeral port. */
export async function startAuthApp(
  deps: Pick<AuthRouterDeps, 'upstream'> & Partial<Omit<AuthRouterDeps, 'logger' | 'codec'>> & { sessionMaxAgeSeconds?: number },
): Promise<RunningAuthApp> {
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'debug' }, sink);
  const { sessionMaxAgeSeconds, ...routerDeps } = deps;
  const secret = deps.secret ?? TEST_SECRET;
  const app = express();
  // A city with every language the product has texts for, English its default.
  const { pageLanguage } = createLanguageChoice({ offered: LANGUAGES, secureCookie: false });
  app.use(AUTH_PATH, createAuthRouter({ publicUrl: TEST_PUBLIC_URL, secret, codec: createSessionCodec(secret, sessionMaxAgeSeconds), logger, pageLanguage, ...routerDeps }));
  app.use(createErrorHandler(logger));
  const served = await serve(app);
  return { url: served.url, logs, close: served.close };
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
