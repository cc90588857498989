/// <reference lib="dom" />
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allHistorySchema, releasesListingSchema } from './contract/release-api';
import type { Served } from './testing/serve';
import { REGISTRY_BACKENDS, releaseFixture, TOKENS, type ReleaseFixture } from './testing/release-fixture';
import { stopTestRedisServer } from './testing/test-redis';
import { callReleasesApi } from './testing/api-call';

const call = callReleasesApi;

afterAll(stopTestRedisServer);

describe.each(REGISTRY_BACKENDS)('the release API, the registry %s', (_where, backend) => {
  let fixture: ReleaseFixture;
  let served: Served;
  let first: string;
  let second: string;
  beforeEach(async () => {
    fixture = releaseFixture(backend);
    first = await fixture.publish('one()');
    second = await fixture.publish('two()');
    served = await fixture.start();
    for (const version of [first, second]) {
      expect((await call(served, 'POST', '/bookings/versions', TOKENS.bookings, { version })).status).toBe(200);
    }
  });
  afterEach(async () => {
    await served.close();
    fixture.cleanUp();
  });

  const promote = (version: string, token = TOKENS.bookings) =>
    call(served, 'POST', '/bookings/promote', token, { version, reason: `ship ${version}` });

  it('lists every remote with its promoted and published versions', async () => {
    await promote(first);
    const { status, body } = await call(served, 'GET', '', TOKENS.auth);
    expect(status).toBe(200);
    expect(body.remotes.bookings).toEqual({ promoted: first, published: [first, second], canary: null });
    expect(body.remotes.auth).toEqual({ promoted: null, published: [], canary: null });
    expect(releasesListingSchema.safeParse(body).success).toBe(true);
  });

  it("answers every remote's history in one call, for any team's token", async () => {
    await promote(first);
    const { status, body } = await call(served, 'GET', '/history', TOKENS.auth);
    expect(status).toBe(200);
    expect(allHistorySchema.parse(body).remotes.bookings).toEqual((await call(served, 'GET', '/bookings/history', TOKENS.auth)).body.history);
    expect(body.remotes.bookings).toEqual([expect.objectContaining({ action: 'promote', from: null, to: first, team: 'bookings' })]);
    expect(body.remotes.auth).toEqual([]);
    expect((await call(served, 'GET', '/history')).status).toBe(401);
  });

  it('refuses a call without a token, with a wrong one, and another team\'s remote, changing nothing', async () => {
    expect(await promote(first, '')).toEqual({
      status: 401,
      body: { error_code: 'RELEASE_TOKEN_MISSING', message: 'Send your team\'s release token as Authorization: Bearer <token>.' },
    });
    expect((await promote(first, 'not-a-token')).body).toEqual({
      error_code: 'RELEASE_TOKEN_UNKNOWN',
      message: 'This release token belongs to no team.',
    });
    expect(await promote(first, TOKENS.auth)).toEqual({
      status: 403,
      body: { error_code: 'NOT_AUTHORISED', message: 'Team auth may change only the auth remote.' },
    });
    expect((await call(served, 'GET', '/bookings/history', TOKENS.bookings)).body.history).toEqual([]);
  });

  it('refuses an unknown version', async () => {
    expect(await promote('0.1.0-ffffffffffff')).toEqual({
      status: 404,
      body: { error_code: 'RELEASE_NOT_FOUND', message: 'bookings 0.1.0-ffffffffffff is not published' },
    });
  });

  it('refuses a release the shell cannot run, one line per problem, and keeps the promoted version', async () => {
    await promote(first);
    const broken = await fixture.publish('three()', { exposes: [], react: '^20.0.0' });
    await call(served, 'POST', '/bookings/versions', TOKENS.bookings, { version: broken });

    const refused = await promote(broken);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error_code: 'RELEASE_REFUSED',
      problems: ['exposes no BookingsPage, which the shell loads from bookings', 'requires react ^20.0.0, the shell provides react 19.3.1'],
    });
    expect((await call(served, 'GET', '', TOKENS.bookings)).body.remotes.bookings.promoted).toBe(first);
  });

  it('lists a release recorded before records said how its chunks load, and refuses to promote it', async () => {
    const old = await fixture.publish('old()', { integrityLoading: false });
    const recordFile = join(fixture.storeDir, 'bookings', old, 'release.json');
    const { loadsWithIntegrity: _, ...oldRecord } = JSON.parse(readFileSync(recordFile, 'utf8'));
    writeFileSync(recordFile, JSON.stringify(oldRecord));

    expect((await call(served, 'POST', '/bookings/versions', TOKENS.bookings, { version: old })).status).toBe(200);
    expect((await call(served, 'GET', '', TOKENS.bookings)).body.remotes.bookings.published).toContain(old);
    expect((await promote(old)).body.problems).toEqual([
      "was built without integrity-checked chunk loading (the build helper's integrity-loading plugin)",
    ]);
  });

  it('refuses a release whose files changed at its origin after it was published', async () => {
    writeFileSync(join(fixture.storeDir, 'bookings', second, 'remoteEntry.js'), 'tampered()');
    expect((await promote(second)).body.problems).toEqual([`file remoteEntry.js at ${served.url}/origin/bookings/${second}/remoteEntry.js does not match its recorded integrity`]);
  });

  it('rolls back one promote at a time and refuses at the first, with every move in the history', async () => {
    await promote(first);
    await promote(second);
    const back = await call(served, 'POST', '/bookings/rollback', TOKENS.bookings, { reason: 'bookings list empty' });
    expect(back).toEqual({ status: 200, body: { remote: 'bookings', from: second, to: first } });
    expect((await call(served, 'POST', '/bookings/rollback', TOKENS.bookings, { reason: 'again' })).body.error_code).toBe(
      'NOTHING_TO_ROLL_BACK',
    );
    const { body } = await call(served, 'GET', '/bookings/history', TOKENS.bookings);
    expect(body.history.map(({ action, from, to, team }: Record<string, string>) => [action, from, to, team])).toEqual([
      ['promote', null, first, 'bookings'],
      ['promote', first, second, 'bookings'],
      ['rollback', second, first, 'bookings'],
    ]);
  });

  it('loses no change when promotes arrive at once, and the history survives a restart', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => promote(index % 2 ? first : second)));
    const promoted = answers.filter((answer) => answer.status === 200).length;

    await served.close();
    served = await fixture.start();
    const { body } = await call(served, 'GET', '/bookings/history', TOKENS.bookings);
    expect(body.history).toHaveLength(promoted);
    // Each promote starts from the version the one before it promoted: none was lost or torn.
    body.history.slice(1).forEach((entry: { from: string }, index: number) => expect(entry.from).toBe(body.history[index].to));
  });

  it('refuses a request that does not follow the API, saying what is wrong', async () => {
    const { status, body } = await call(served, 'POST', '/bookings/promote', TOKENS.bookings, { version: first });
    expect(status).toBe(400);
    expect(body).toEqual({ error_code: 'INVALID_REQUEST', message: 'reason: give a reason for the change' });
  });
});
