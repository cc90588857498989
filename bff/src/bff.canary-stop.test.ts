import { HEALTH_REPORTS_PATH, PAGE_DATA_ELEMENT_IDS, pageReleasesSchema } from '@citypass/contracts';
import type { Served } from './proxy/testing/serve';
import { bookingsCanary } from './testing/bookings-canary';
import { pageDataBlock, startProductionBff } from './testing/production-bff';
import { releaseFixture, TOKENS, type ReleaseFixture, readRegistryFile, type HistoryEntry, BUCKET_COOKIE } from '@citypass/releases/testing';

// A canary that fails in browsers is stopped by the BFF itself, on the health reports of pages it
// served: the history says why, and new pages get the stable release.
// Visitors in a 50% canary's share (bucket 0) and out of it (bucket 9999).
const IN_CANARY = `${BUCKET_COOKIE}=0`;
const STABLE_VISITOR = `${BUCKET_COOKIE}=9999`;
let fixture: ReleaseFixture;
let served: Served;
let close: () => Promise<void>;
let stable: string;
let canary: string;

/** A visitor's page: the bookings release it loads, and its health token. */
async function openPage(cookie: string): Promise<{ version: string; token: string }> {
  const page = await (await fetch(`${served.url}/bookings`, { headers: { accept: 'text/html', cookie } })).text();
  const version = pageReleasesSchema.parse(pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.releases)).remotes.bookings!.version;
  return { version, token: pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.health) as string };
}

/** A page opened by this visitor reports how bookings fared on it. */
async function report(cookie: string, outcome: 'started' | 'failed') {
  const { version, token } = await openPage(cookie);
  const failure: Record<string, string> = outcome === 'failed' ? { failure: 'render' } : {};
  const body = new URLSearchParams({ remote: 'bookings', version, outcome, ...failure, token });
  expect((await fetch(`${served.url}${HEALTH_REPORTS_PATH}`, { method: 'POST', body })).status).toBe(204);
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
  ({ stable, canary } = await bookingsCanary(fixture, 50));
  ({ served, close } = await startProductionBff(fixture));
});

afterAll(async () => {
  await close?.();
  fixture.cleanUp();
});

test("a canary failing clearly more often than stable on its visitors' pages is stopped once, as team automatic, with both rates in the history; its visitors' next pages get stable", async () => {
  expect((await openPage(IN_CANARY)).version).toBe(canary);
  for (let i = 0; i < 30; i += 1) await report(STABLE_VISITOR, 'started');
  // Judged after each failure: under 20 page loads, a canary is not stopped however it fails.
  for (let i = 0; i < 5; i += 1) await report(IN_CANARY, 'failed');
  for (let i = 0; i < 19; i += 1) await report(IN_CANARY, 'started');
  expect(await stops()).toEqual([]);

  const pageBeforeTheStop = await openPage(IN_CANARY);
  await report(IN_CANARY, 'failed');
  expect(await stopsSoon()).toHaveLength(1);
  // A page opened before the stop still reports; the canary is not stopped twice.
  const body = { remote: 'bookings', version: canary, outcome: 'failed', failure: 'render' };
  await fetch(`${served.url}${HEALTH_REPORTS_PATH}`, { method: 'POST', body: new URLSearchParams({ ...body, token: pageBeforeTheStop.token }) });
  await pause(200);

  expect(await stops()).toEqual([
    expect.objectContaining({
      team: 'automatic',
      from: canary,
      to: stable,
      reason: `canary ${canary} failed 6 of 25 page loads (24%), stable 0 of 30 (0%)`,
    }),
  ]);
  expect((await readRegistryFile(fixture.registryFile)).remotes.bookings.canary).toBeNull();

  expect((await openPage(IN_CANARY)).version).toBe(stable);
  expect((await openPage(STABLE_VISITOR)).version).toBe(stable);
});
