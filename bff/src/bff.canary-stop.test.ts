import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { PAGE_DATA_ELEMENT_IDS, pageReleasesSchema } from '@citypass/shared-ui/contracts';
import { createBff, type Bff } from './bff';
import { parseEnv } from './config/env';
import { serve, type Served } from './proxy/testing/serve';
import { startCanary } from './releases/canary-state';
import { createHealthTokens } from './releases/health/health-token';
import { readRegistryFile, updateRegistryFile } from './releases/registry-file';
import { promote, registerRelease, type HistoryEntry } from './releases/registry-state';
import { releaseFixture, TOKENS, TEAM_HASHES, type ReleaseFixture } from './releases/testing/release-fixture';

// A canary that fails in browsers is stopped by the BFF itself, on the health reports of pages it
// served: the history says why, and new pages get the stable release.
const AUTH_SECRET = 'a-test-secret-that-is-long-enough-000';
const tokens = createHealthTokens(AUTH_SECRET);
let fixture: ReleaseFixture;
let bff: Bff;
let served: Served;
let stable: string;
let canary: string;

async function report(version: string, outcome: 'started' | 'failed') {
  const token = tokens.mint({ bookings: version });
  const failure: Record<string, string> = outcome === 'failed' ? { failure: 'render' } : {};
  const body = new URLSearchParams({ level: 'debug', code: 'REMOTE_HEALTH', remote: 'bookings', version, outcome, ...failure, token, client: 'true' });
  expect((await fetch(`${served.url}/api/auth/_log`, { method: 'POST', body })).status).toBe(200);
}

async function history(): Promise<HistoryEntry[]> {
  const answer = await fetch(`${served.url}/api/releases/bookings/history`, { headers: { authorization: `Bearer ${TOKENS.bookings}` } });
  return ((await answer.json()) as { history: HistoryEntry[] }).history;
}

const stops = async () => (await history()).filter((entry) => entry.action === 'canary-stop');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stop follows the answer to the report that tipped it: waits a little for it. */
async function stopsSoon(): Promise<HistoryEntry[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = await stops();
    if (found.length > 0) return found;
    await pause(50);
  }
  return [];
}

beforeAll(async () => {
  fixture = releaseFixture();
  stable = await fixture.publish('the stable bookings entry');
  canary = await fixture.publish('the canary bookings entry');
  const change = { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' };
  await updateRegistryFile(fixture.registryFile, (state) => {
    const published = registerRelease(registerRelease(state, 'bookings', stable), 'bookings', canary);
    return startCanary(promote(published, 'bookings', stable, change), 'bookings', canary, 50, change);
  });
  const shell = join(fixture.root, 'shell');
  mkdirSync(shell);
  writeFileSync(join(shell, 'index.html'), '<!doctype html><html><head><title>City Pass</title></head><body></body></html>');
  const env = parseEnv({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://citypass.example',
    AUTH_SECRET,
    CONTACT_URL: 'https://www.citypass-global.com/contact',
    CUSTOMER_SERVICES_URL: 'https://www.citypass-global.com/customer-services',
    UPSTREAM_PORT: '0',
    DATA_DIR: join(fixture.root, 'data'),
    SHELL_DIST: shell,
    RELEASE_REGISTRY_FILE: fixture.registryFile,
    RELEASES_DIR: fixture.storeDir,
    RELEASE_TOKENS: TEAM_HASHES,
    REMOTE_BOOKINGS_URL: 'https://bookings.citypass.example/mf-manifest.json',
  });
  bff = await createBff(env, pino({ level: 'silent' }));
  served = await serve(bff.app);
});

afterAll(async () => {
  await served?.close();
  await bff?.embedded?.close();
  fixture.cleanUp();
});

test('a canary failing clearly more often than stable is stopped once, as team automatic, with both rates in the history; new pages get stable', async () => {
  for (let i = 0; i < 30; i += 1) await report(stable, 'started');
  // Judged after each failure: under 20 page loads, a canary is not stopped however it fails.
  for (let i = 0; i < 5; i += 1) await report(canary, 'failed');
  for (let i = 0; i < 19; i += 1) await report(canary, 'started');
  expect(await stops()).toEqual([]);

  await report(canary, 'failed');
  expect(await stopsSoon()).toHaveLength(1);
  await report(canary, 'failed');
  await pause(200);

  expect(await stops()).toEqual([
    expect.objectContaining({
      team: 'automatic',
      from: canary,
      to: stable,
      reason: `automatic: canary ${canary} failed 6 of 25 page loads (24%), stable 0 of 30 (0%)`,
    }),
  ]);
  expect((await readRegistryFile(fixture.registryFile)).remotes.bookings.canary).toBeNull();

  for (let i = 0; i < 5; i += 1) {
    const page = await (await fetch(`${served.url}/bookings`, { headers: { accept: 'text/html' } })).text();
    const block = new RegExp(`<script id="${PAGE_DATA_ELEMENT_IDS.releases}" type="application/json">(.*?)</script>`).exec(page)![1]!;
    expect(pageReleasesSchema.parse(JSON.parse(block)).remotes.bookings?.version).toBe(stable);
  }
});
