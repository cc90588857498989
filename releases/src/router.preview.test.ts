/// <reference lib="dom" />
import { PREVIEW_PATHS } from '@citypass/contracts';
import { createPreviewLinks, PREVIEW_LINK_PARAM } from './preview/preview-link';
import type { Served } from './testing/serve';
import { PREVIEW_DEPLOYMENT, releaseFixture, TOKENS, type ReleaseFixture } from './testing/release-fixture';
import { callReleasesApi } from './testing/api-call';

const call = (served: Served, path: string, body?: unknown, token = TOKENS.bookings) => callReleasesApi(served, body ? 'POST' : 'GET', path, token, body);
const links = createPreviewLinks(PREVIEW_DEPLOYMENT.secret, PREVIEW_DEPLOYMENT.publicUrl);
const tokenOf = (url: string) => new URL(url).searchParams.get(PREVIEW_LINK_PARAM) ?? '';

describe('a preview link through the release API', () => {
  let fixture: ReleaseFixture;
  let served: Served;
  let candidate: string;
  let needsReact20: string;
  beforeAll(async () => {
    fixture = releaseFixture();
    candidate = await fixture.publish('two()');
    needsReact20 = await fixture.publish('three()', { react: '^20.0.0' });
    served = await fixture.start();
    for (const version of [candidate, needsReact20]) await call(served, '/bookings/versions', { version });
  });
  afterAll(async () => {
    await served.close();
    fixture.cleanUp();
  });

  it("is signed for the deployment, the team's remote, the version and the page, for an hour unless asked", async () => {
    const before = Date.now();
    const answer = await call(served, '/bookings/preview', { version: candidate, path: '/bookings' });
    expect(answer.status).toBe(200);
    const { url, expiresAt } = answer.body as { url: string; expiresAt: string };
    expect(url.startsWith(`${PREVIEW_DEPLOYMENT.publicUrl}${PREVIEW_PATHS.open}?${PREVIEW_LINK_PARAM}=`)).toBe(true);
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(60 * 60_000 + 1000);
    expect(await links.open(tokenOf(url))).toEqual({
      ok: true,
      grant: { remote: 'bookings', version: candidate, team: 'bookings', path: '/bookings', expiresAt: Math.floor(Date.parse(expiresAt) / 1000) * 1000 },
    });
    const longer = await call(served, '/bookings/preview', { version: candidate, minutes: 120 });
    expect(longer.body).toMatchObject({ remote: 'bookings', version: candidate });
    const opened = await links.open(tokenOf((longer.body as { url: string }).url));
    expect(opened.ok && opened.grant.path).toBe('/');
  });

  it("is made by the remote's own team only", async () => {
    const answer = await call(served, '/bookings/preview', { version: candidate }, TOKENS.auth);
    expect(answer).toEqual({ status: 403, body: { error_code: 'NOT_AUTHORISED', message: 'Team auth may change only the auth remote.' } });
    expect((await call(served, '/bookings/preview', { version: candidate }, 'no-such-token')).status).toBe(401);
  });

  it('passes the same gate as a canary: an unpublished or refused version gets no link', async () => {
    const unpublished = await call(served, '/bookings/preview', { version: '0.9.9-000000000000' });
    expect(unpublished).toEqual({ status: 404, body: { error_code: 'RELEASE_NOT_FOUND', message: 'bookings 0.9.9-000000000000 is not published' } });
    const refused = await call(served, '/bookings/preview', { version: needsReact20 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error_code: 'RELEASE_REFUSED', message: `bookings ${needsReact20} cannot be previewed` });
    expect(JSON.stringify(refused.body)).not.toContain('url');
  });

  it.each([
    [{ version: 'x', minutes: 0 }, 'minutes: at least 1'],
    [{ version: 'x', minutes: 24 * 60 + 1 }, 'minutes: at most 1440 (24 hours)'],
    [{ version: 'x', path: 'https://elsewhere.example/' }, 'path: a path of the site starting with one /, such as /bookings'],
    [{ version: 'x', path: '//elsewhere.example/' }, 'path: a path of the site starting with one /, such as /bookings'],
    [{ version: 'x', path: '/\\elsewhere.example' }, 'path: a path of the site starting with one /, such as /bookings'],
  ])('refuses %j: %s', async (body, message) => {
    expect(await call(served, '/bookings/preview', body)).toEqual({ status: 400, body: { error_code: 'INVALID_REQUEST', message } });
  });
});
