import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HEALTH_REPORTS_PATH, PAGE_DATA_ELEMENT_IDS, pageReleasesSchema } from '@citypass/contracts';
import { pageDataBlock, startProductionBff, type ProductionBff } from './testing/production-bff';
import { releaseFixture, TOKENS, type ReleaseFixture, RedisServer, BUCKET_COOKIE } from '@citypass/releases/testing';

// Two production instances sharing the release registry through Redis, as a fleet behind a load
// balancer: what one changes, the other serves; an outage of Redis changes nothing visitors see.

let redis: RedisServer;
let fixture: ReleaseFixture;
let first: ProductionBff;
let second: ProductionBff;
let versions: string[];

const fleetEnv = (snapshot: string) => ({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'fleet-test:', RELEASE_REGISTRY_FILE: join(fixture.root, snapshot) });

async function api(instance: ProductionBff, path: string, body?: unknown) {
  const res = await fetch(`${instance.served.url}/api/releases${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKENS.bookings}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

/** The bookings release a page of this instance loads. */
async function servedRelease(instance: ProductionBff): Promise<string | undefined> {
  const page = await (await fetch(`${instance.served.url}/bookings`, { headers: { accept: 'text/html' } })).text();
  return pageReleasesSchema.parse(pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.releases)).remotes.bookings?.version;
}

async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('did not happen in time');
    await sleep(50);
  }
}

const redisIs = (instance: ProductionBff, status: string) => async () =>
  ((await (await fetch(`${instance.served.url}/healthz`)).json()) as { dependencies: { redis: string } }).dependencies.redis === status;

/** A visitor's page on this instance: the bookings release it loads, and its health token. */
async function openPage(instance: ProductionBff, cookie: string): Promise<{ version: string; token: string }> {
  const page = await (await fetch(`${instance.served.url}/bookings`, { headers: { accept: 'text/html', cookie } })).text();
  const version = pageReleasesSchema.parse(pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.releases)).remotes.bookings!.version;
  return { version, token: pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.health) as string };
}

/** The page reports how bookings fared on it, through this instance. */
async function report(through: ProductionBff, page: { version: string; token: string }, outcome: 'started' | 'failed') {
  const failure: Record<string, string> = outcome === 'failed' ? { failure: 'render' } : {};
  const body = new URLSearchParams({ remote: 'bookings', ...page, outcome, ...failure });
  expect((await fetch(`${through.served.url}${HEALTH_REPORTS_PATH}`, { method: 'POST', body })).status).toBe(204);
}

async function healthCounts(instance: ProductionBff, version: string) {
  const answer = await fetch(`${instance.served.url}/api/releases/health`, { headers: { authorization: `Bearer ${TOKENS.bookings}` } });
  return ((await answer.json()) as { remotes: { bookings: Record<string, unknown> } }).remotes.bookings[version];
}

const IN_CANARY = `${BUCKET_COOKIE}=0`;
const STABLE_VISITOR = `${BUCKET_COOKIE}=9999`;

beforeAll(async () => {
  redis = await RedisServer.start();
  fixture = releaseFixture();
  versions = [await fixture.publish('one()'), await fixture.publish('two()'), await fixture.publish('three()')];
  first = await startProductionBff(fixture, fleetEnv('snapshot-a.json'));
  second = await startProductionBff(fixture, fleetEnv('snapshot-b.json'));
  await eventually(redisIs(first, 'up'));
  await eventually(redisIs(second, 'up'));
  for (const version of versions) expect((await api(first, '/bookings/versions', { version })).status).toBe(200);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await redis?.stop();
  fixture?.cleanUp();
});

test("a promote and a rollback through one instance are what the other serves on its very next page load", async () => {
  expect((await api(first, '/bookings/promote', { version: versions[2], reason: 'a first release' })).status).toBe(200);
  for (let round = 0; round < 20; round += 1) {
    const [through, other] = round % 2 ? [first, second] : [second, first];
    const version = versions[round % 2]!;
    const promoted = await api(through, '/bookings/promote', { version, reason: `round ${round}` });
    expect(promoted.status).toBe(200);
    expect(await servedRelease(other)).toBe(version);
    const back = await api(through, '/bookings/rollback', { reason: `round ${round} back` });
    expect(back.status).toBe(200);
    expect(await servedRelease(other)).toBe(back.body.to);
  }
});

test('promotes through both instances at once: each applies to the one before, none is lost, one history entry each', async () => {
  const before = (await api(first, '/bookings/history')).body.history.length;
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, index) => api(index % 2 ? first : second, '/bookings/promote', { version: versions[index % 3], reason: `at once ${index}` })),
  );
  const applied = answers.filter((answer) => answer.status === 200).length;
  expect(answers.every((answer) => answer.status === 200 || answer.body.error_code === 'ALREADY_PROMOTED')).toBe(true);
  const { history } = (await api(second, '/bookings/history')).body;
  const added = history.slice(before);
  expect(added).toHaveLength(applied);
  added.slice(1).forEach((entry: { from: string }, index: number) => expect(entry.from).toBe(added[index].to));
  expect(await servedRelease(first)).toBe(added.at(-1).to);
  expect(await servedRelease(second)).toBe(added.at(-1).to);
});

test("a page's report counts once however many instances it reaches, and every instance shows the fleet's counts", async () => {
  const page = await openPage(first, STABLE_VISITOR);
  const before = ((await healthCounts(second, page.version)) as { loads: number } | undefined)?.loads ?? 0;
  await Promise.all([report(first, page, 'started'), report(second, page, 'started'), report(second, page, 'started')]);
  await eventually(async () => ((await healthCounts(second, page.version)) as { loads: number } | undefined)?.loads === before + 1);
  expect(await healthCounts(first, page.version)).toEqual(await healthCounts(second, page.version));
});

test("a canary failing on pages one instance served, reported through the other, is stopped once, and the first instance's next pages get stable", async () => {
  const { promoted: stable, published } = (await api(first, '')).body.remotes.bookings;
  const candidate = (published as string[]).find((version) => version !== stable)!;
  expect((await api(first, '/bookings/canary', { version: candidate, percent: 50, reason: 'try it' })).status).toBe(200);
  for (let i = 0; i < 30; i += 1) await report(second, await openPage(first, STABLE_VISITOR), 'started');
  for (let i = 0; i < 20; i += 1) {
    const page = await openPage(first, IN_CANARY);
    expect(page.version).toBe(candidate);
    await report(second, page, 'failed');
  }
  await eventually(async () => (await api(first, '')).body.remotes.bookings.canary === null);
  const stops = (await api(second, '/bookings/history')).body.history.filter((entry: { action: string }) => entry.action === 'canary-stop');
  expect(stops).toEqual([expect.objectContaining({ team: 'automatic', from: candidate, to: stable })]);
  expect((await openPage(first, IN_CANARY)).version).toBe(stable);
});

describe('while Redis is down', () => {
  let promoted: string;
  beforeAll(async () => {
    promoted = (await api(first, '')).body.remotes.bookings.promoted;
    await redis.stop();
    await eventually(redisIs(first, 'down'));
  });

  it('serves pages with the registry last known, and answers reads from it', async () => {
    expect(await servedRelease(first)).toBe(promoted);
    expect(await servedRelease(second)).toBe(promoted);
    const listing = await api(second, '');
    expect(listing.status).toBe(200);
    expect(listing.body.remotes.bookings.promoted).toBe(promoted);
  });

  it('takes pages\' health reports without counting them, and says the counts cannot be read', async () => {
    await report(second, await openPage(first, STABLE_VISITOR), 'started');
    const answer = await fetch(`${first.served.url}/api/releases/health`, { headers: { authorization: `Bearer ${TOKENS.bookings}` } });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error_code: 'HEALTH_UNAVAILABLE', message: 'Release health cannot be read right now. Try again shortly.' });
  });

  it('refuses changes, saying nothing changed', async () => {
    const other = versions.find((version) => version !== promoted)!;
    expect(await api(first, '/bookings/promote', { version: other, reason: 'during the outage' })).toEqual({
      status: 503,
      body: { error_code: 'REGISTRY_UNAVAILABLE', message: 'The release registry cannot be reached right now: nothing was changed. Try again shortly.' },
    });
  });

  it('serves its snapshot when an instance starts meanwhile', async () => {
    const late = await startProductionBff(fixture, fleetEnv('snapshot-a.json'));
    try {
      expect(await servedRelease(late)).toBe(promoted);
    } finally {
      await late.close();
    }
  });
});

test('a Redis back empty gets the registry again from the instances, and takes changes without a restart', async () => {
  const promoted = await servedRelease(first);
  await redis.restart();
  await eventually(redisIs(first, 'up'));
  await eventually(redisIs(second, 'up'));
  await eventually(async () => (await api(second, '')).body.remotes.bookings.promoted === promoted);
  const other = versions.find((version) => version !== promoted)!;
  expect((await api(second, '/bookings/promote', { version: other, reason: 'after the outage' })).status).toBe(200);
  // Pushed to the first instance as it is made: well within the registry check's 5 s, which would
  // otherwise be what brought it (a page can reach an instance a few milliseconds before the push).
  await eventually(async () => (await servedRelease(first)) === other, 1000);
  const { history } = (await api(first, '/bookings/history')).body;
  expect(history.at(-1)).toMatchObject({ action: 'promote', from: promoted, to: other, reason: 'after the outage' });
});
