/// <reference lib="dom" />
import type { Served } from './testing/serve';
import { REGISTRY_BACKENDS, releaseFixture, TOKENS, type ReleaseFixture } from './testing/release-fixture';
import { stopTestRedisServer } from './testing/test-redis';
import { callReleasesApi } from './testing/api-call';

const call = (served: Served, path: string, body?: unknown, token = TOKENS.bookings) => callReleasesApi(served, body ? 'POST' : 'GET', path, token, body);

afterAll(stopTestRedisServer);

describe.each(REGISTRY_BACKENDS)('canaries through the release API, the registry %s', (_where, backend) => {
  let fixture: ReleaseFixture;
  let served: Served;
  let stable: string;
  let candidate: string;
  let needsReact20: string;
  beforeEach(async () => {
    fixture = releaseFixture(backend);
    stable = await fixture.publish('one()');
    candidate = await fixture.publish('two()');
    needsReact20 = await fixture.publish('three()', { react: '^20.0.0' });
    served = await fixture.start();
    for (const version of [stable, candidate, needsReact20]) await call(served, '/bookings/versions', { version });
    await call(served, '/bookings/promote', { version: stable, reason: 'first' });
  });
  afterEach(async () => {
    await served.close();
    fixture.cleanUp();
  });

  it('start for a share of visitors, show in the listing and the history, and stop', async () => {
    expect(await call(served, '/bookings/canary', { version: candidate, percent: 10, reason: 'try it' })).toEqual({
      status: 200,
      body: { remote: 'bookings', canary: { version: candidate, percent: 10 }, stable },
    });
    expect((await call(served, '', undefined, TOKENS.auth)).body.remotes.bookings.canary).toEqual({ version: candidate, percent: 10 });
    expect(await call(served, '/bookings/canary/stop', { reason: 'enough' })).toEqual({
      status: 200,
      body: { remote: 'bookings', from: candidate, to: stable },
    });
    const history = (await call(served, '/bookings/history')).body.history as { action: string; percent?: number }[];
    expect(history.map(({ action, percent }) => [action, percent])).toEqual([
      ['promote', undefined],
      ['canary', 10],
      ['canary-stop', undefined],
    ]);
  });

  it('pass the same contract gate as a promote, changing nothing when refused', async () => {
    const refused = await call(served, '/bookings/canary', { version: needsReact20, percent: 10, reason: 'react 20' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error_code: 'RELEASE_REFUSED', message: `bookings ${needsReact20} cannot be a canary` });
    expect(refused.body.problems).toEqual([expect.stringMatching(/^requires react \^20\.0\.0, the shell provides react /)]);
    expect((await call(served, '')).body.remotes.bookings.canary).toBeNull();
  });

  it.each([
    [{ version: 'x', percent: 0, reason: 'r' }, 'percent: at least 1'],
    [{ version: 'x', percent: 100, reason: 'r' }, 'percent: at most 99'],
    [{ version: 'x', reason: 'r' }, 'percent: give the share of visitors, 1 to 99'],
    [{ version: 'x', percent: 10 }, 'reason: give a reason for the change'],
  ])('refuse a request without what a canary needs: %j', async (body, message) => {
    expect(await call(served, '/bookings/canary', body)).toEqual({ status: 400, body: { error_code: 'INVALID_REQUEST', message } });
  });

  it("belong to the remote's own team, and a stop without a canary says so", async () => {
    expect((await call(served, '/bookings/canary', { version: candidate, percent: 10, reason: 'r' }, TOKENS.auth)).status).toBe(403);
    expect(await call(served, '/bookings/canary/stop', { reason: 'r' })).toEqual({
      status: 409,
      body: { error_code: 'NO_CANARY', message: 'bookings has no canary to stop' },
    });
  });
});
