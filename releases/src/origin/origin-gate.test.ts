/// <reference lib="dom" />
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Served } from '../testing/serve';
import { callReleasesApi } from '../testing/api-call';
import { releaseFixture, TOKENS, type ReleaseFixture } from '../testing/release-fixture';

// The gate reads each release where browsers will fetch it: the remote's release origin (here
// the fixture's store, served over HTTP), before the registry changes.

const call = (served: Served, method: string, path: string, body?: unknown) => callReleasesApi(served, method, path, TOKENS.bookings, body);

let fixture: ReleaseFixture;
let served: Served;
let stable: string;
let next: string;
beforeEach(async () => {
  fixture = releaseFixture();
  stable = await fixture.publish('stable()');
  next = await fixture.publish('next()');
  served = await fixture.start();
  for (const version of [stable, next]) expect((await call(served, 'POST', '/bookings/versions', { version })).status).toBe(200);
  expect((await call(served, 'POST', '/bookings/promote', { version: stable, reason: 'first' })).status).toBe(200);
});
afterEach(async () => {
  await served.close();
  fixture.cleanUp();
});

const at = (version: string, path: string) => `${served.url}/origin/bookings/${version}/${path}`;
const registry = async () => ({ listing: (await call(served, 'GET', '')).body, history: (await call(served, 'GET', '/bookings/history')).body });

it('refuses at promote and at canary a version whose file at its origin differs from its record, naming the file, changing nothing', async () => {
  writeFileSync(join(fixture.storeDir, 'bookings', next, 'remoteEntry.js'), 'altered on the CDN()');
  const before = await registry();
  const promoted = await call(served, 'POST', '/bookings/promote', { version: next, reason: 'ship' });
  const canary = await call(served, 'POST', '/bookings/canary', { version: next, percent: 10, reason: 'try' });
  for (const refused of [promoted, canary]) {
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error_code: 'RELEASE_REFUSED', problems: [`file remoteEntry.js at ${at(next, 'remoteEntry.js')} does not match its recorded integrity`] });
  }
  expect(await registry()).toEqual(before);
});

it('refuses a version whose file its origin does not serve, naming the file and the answer', async () => {
  rmSync(join(fixture.storeDir, 'bookings', next, 'mf-manifest.json'));
  const refused = await call(served, 'POST', '/bookings/promote', { version: next, reason: 'ship' });
  expect(refused.body.problems).toEqual([`file mf-manifest.json is missing at ${at(next, 'mf-manifest.json')} (answered 404)`]);
  expect((await registry()).listing.remotes.bookings.promoted).toBe(stable);
});

it('registers a version only from its origin: a version not there is not published, one with a file altered there is refused', async () => {
  const absent = await fixture.publish('absent()');
  rmSync(join(fixture.storeDir, 'bookings', absent), { recursive: true });
  const notThere = await call(served, 'POST', '/bookings/versions', { version: absent });
  expect(notThere.status).toBe(404);
  expect(notThere.body.message).toContain(at(absent, 'release.json'));

  const altered = await fixture.publish('altered()');
  writeFileSync(join(fixture.storeDir, 'bookings', altered, 'remoteEntry.js'), 'not what was built()');
  const refused = await call(served, 'POST', '/bookings/versions', { version: altered });
  expect(refused).toMatchObject({ status: 409, body: { problems: [`file remoteEntry.js at ${at(altered, 'remoteEntry.js')} does not match its recorded integrity`] } });
  expect((await registry()).listing.remotes.bookings.published).toEqual([stable, next]);
});
