import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import pino from 'pino';
import { createBff, type Bff } from '../../bff';
import { parseEnv } from '../../config/env';
import { serve } from '../../proxy/testing/serve';
import { signInWith } from '../../auth/testing/auth-flow';

export interface TestBff {
  /** Where the BFF listens (loopback, ephemeral port). */
  url: string;
  bff: Bff;
  dataDir: string;
  close(): Promise<void>;
}

export const TEST_AUTH_SECRET = 'a-test-secret-that-is-long-enough-000';

/** The whole BFF as createBff wires it, embedded upstream included, over a temporary folder. */
export async function startTestBff(env: Record<string, string> = {}): Promise<TestBff> {
  // A page makes the BFF read the remotes' manifests: by default from a server of the test's own
  // that has none, never from the product's default ports, where a running product would answer.
  const remotes = await serve(express());
  const dir = mkdtempSync(join(tmpdir(), 'citypass-bff-'));
  const shell = join(dir, 'shell');
  mkdirSync(shell);
  writeFileSync(join(shell, 'index.html'), '<!doctype html><html><head><title>City Pass</title></head><body></body></html>');
  const dataDir = join(dir, 'data');
  const discard = async () => {
    await remotes.close();
    rmSync(dir, { recursive: true, force: true });
  };
  let bff: Bff;
  try {
    bff = await createBff(
      parseEnv({
        NODE_ENV: 'test',
        AUTH_SECRET: TEST_AUTH_SECRET,
        UPSTREAM_PORT: '0',
        DATA_DIR: dataDir,
        SHELL_DIST: shell,
        LOG_LEVEL: 'silent',
        SIGN_IN_RATE_LIMIT: '10000',
        LOG_RATE_LIMIT: '10000',
        REMOTE_AUTH_URL: `${remotes.url}/auth/`,
        REMOTE_ATTRACTIONS_URL: `${remotes.url}/attractions/`,
        REMOTE_BOOKINGS_URL: `${remotes.url}/bookings/`,
        ...env,
      }),
      pino({ level: 'silent' }),
    );
  } catch (error) {
    await discard();
    throw error;
  }
  const served = await serve(bff.app);
  return {
    url: served.url,
    bff,
    dataDir,
    close: async () => {
      await served.close();
      await bff.embedded?.close();
      await bff.close();
      await discard();
    },
  };
}

/** The demo order the BFF's embedded upstream knows. */
export const DEMO_ORDER = { orderNumber: 'CP-100001', email: 'three.passes@example.com' };

/**
 * For the tests of one file: the whole BFF and the cookies of a visitor signed in with the demo
 * order, started before the first test and stopped after the last.
 */
export function serveBffWithVisitor(): { app: TestBff; visitor: Record<string, string> } {
  const served = {} as { app: TestBff; visitor: Record<string, string> };
  beforeAll(async () => {
    served.app = await startTestBff();
    served.visitor = (await signInWith(served.app.url, 'order', DEMO_ORDER)).cookies;
  });
  afterAll(() => served.app?.close());
  return served;
}
