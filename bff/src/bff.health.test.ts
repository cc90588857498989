import { PAGE_DATA_ELEMENT_IDS, pageReleasesSchema } from '@citypass/shared-ui/contracts';
import type { Served } from './proxy/testing/serve';
import { updateRegistryFile, promote, registerRelease } from '@citypass/releases';
import { pageDataBlock, startProductionBff } from './testing/production-bff';
import { releaseFixture, TOKENS, type ReleaseFixture } from '@citypass/releases/testing';

// Remotes' health as browsers report it: each page carries a token of its own, and only reports
// with a page's token, for the releases that page loads, once per page and remote, are counted.
let fixture: ReleaseFixture;
let served: Served;
let close: () => Promise<void>;
let version: string;

async function openPage(): Promise<{ token: string; bookings: string }> {
  const page = await (await fetch(`${served.url}/bookings`, { headers: { accept: 'text/html' } })).text();
  const releases = pageReleasesSchema.parse(pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.releases));
  return { token: pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.health) as string, bookings: releases.remotes.bookings!.version };
}

function report(fields: Record<string, string>) {
  const body = new URLSearchParams({ level: 'debug', code: 'REMOTE_HEALTH', ...fields, client: 'true' });
  return fetch(`${served.url}/api/auth/_log`, { method: 'POST', body });
}

async function healthCounts() {
  const answer = await fetch(`${served.url}/api/releases/health`, { headers: { authorization: `Bearer ${TOKENS.auth}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { remotes: Record<string, unknown> }).remotes;
}

beforeAll(async () => {
  fixture = releaseFixture();
  version = await fixture.publish('the bookings entry');
  await updateRegistryFile(fixture.registryFile, (state) =>
    promote(registerRelease(state, fixture.record(version)), 'bookings', version, { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' }),
  );
  ({ served, close } = await startProductionBff(fixture));
});

afterAll(async () => {
  await close?.();
  fixture.cleanUp();
});

test('each page carries a token of its own; its reports count once per remote, forged and repeated ones never, and every beacon gets the same answer', async () => {
  const first = await openPage();
  const second = await openPage();
  expect(first.bookings).toBe(version);
  expect(first.token).not.toBe(second.token);

  const answers = await Promise.all([
    report({ remote: 'bookings', version, outcome: 'failed', failure: 'render', token: first.token }),
    report({ remote: 'bookings', version, outcome: 'started', token: second.token }),
    // Repeated, for another release, for a remote the page does not load, forged: none counts.
    report({ remote: 'bookings', version, outcome: 'failed', failure: 'network', token: second.token }),
    report({ remote: 'bookings', version: '0.9.9-0123456789ab', outcome: 'failed', failure: 'network', token: first.token }),
    report({ remote: 'auth', version, outcome: 'failed', failure: 'network', token: first.token }),
    report({ remote: 'bookings', version, outcome: 'failed', failure: 'network', token: `${first.token.split('.')[0]!}.Zm9yZ2Vk` }),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(new Set(['{}']));

  expect(await healthCounts()).toEqual({ auth: {}, attractions: {}, bookings: { [version]: { loads: 2, failures: 1 } } });
});

test('a report that is not one is refused as any malformed beacon is', async () => {
  const { token } = await openPage();
  expect((await report({ remote: 'bookings', version, outcome: 'failed', token })).status).toBe(400);
  expect((await report({ remote: 'bookings', version, outcome: 'started', token, email: 'visitor@example.com' })).status).toBe(400);
});

test('the counts are for teams only', async () => {
  expect((await fetch(`${served.url}/api/releases/health`)).status).toBe(401);
  expect((await fetch(`${served.url}/api/releases/health`, { headers: { authorization: 'Bearer nobody' } })).status).toBe(401);
});

test("a health report sets no cookie, so it cannot race the page's own sign-in for the CSRF cookie; other beacons still set theirs", async () => {
  const { token } = await openPage();
  const health = await report({ remote: 'bookings', version, outcome: 'started', token });
  expect(health.status).toBe(200);
  expect(health.headers.get('set-cookie')).toBeNull();
  const other = await fetch(`${served.url}/api/auth/_log`, { method: 'POST', body: new URLSearchParams({ level: 'error', code: 'CLIENT_FETCH_ERROR' }) });
  expect(other.headers.get('set-cookie')).toMatch(/csrf-token=/);
});
