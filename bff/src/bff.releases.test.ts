import { PAGE_DATA_ELEMENT_IDS, pageReleasesSchema, type PageReleases } from '@citypass/contracts';
import type { Served } from './proxy/testing/serve';
import { pageDataBlock, startProductionBff } from './testing/production-bff';
import { releaseFixture, type ReleaseFixture, updateRegistryFile, startCanary, promote, registerRelease, integrityOf, BUCKET_COOKIE } from '@citypass/releases/testing';

// The page a production BFF serves from the release registry: which release of each remote it
// loads, and the integrity every one of its scripts must have.
let fixture: ReleaseFixture;
let served: Served;
let origin: Served;
let close: () => Promise<void>;
let version: string;

const releasesOf = (page: string): PageReleases => pageReleasesSchema.parse(pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.releases));
const change = (reason: string) => ({ team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason });

async function pageFor(cookie?: string): Promise<{ bookings: string | undefined; entry: string | undefined; setCookie: string | null }> {
  const res = await fetch(`${served.url}/bookings`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const page = await res.text();
  const config = pageDataBlock(page, PAGE_DATA_ELEMENT_IDS.config) as { remotes: { name: string; entry: string }[] };
  return {
    bookings: releasesOf(page).remotes.bookings?.version,
    entry: config.remotes.find((remote) => remote.name === 'bookings')?.entry,
    setCookie: res.headers.get('set-cookie'),
  };
}

beforeAll(async () => {
  fixture = releaseFixture();
  version = await fixture.publish('the bookings entry', { texts: null });
  await updateRegistryFile(fixture.registryFile, (state) => promote(registerRelease(state, fixture.record(version)), 'bookings', version, change('test')));
  ({ served, origin, close } = await startProductionBff(fixture));
});

afterAll(async () => {
  await close?.();
  fixture.cleanUp();
});

test('a production page names the promoted release of each remote with its integrity, and checks every remote file', async () => {
  const page = await (await fetch(`${served.url}/attractions`, { headers: { accept: 'text/html' } })).text();
  expect(releasesOf(page)).toEqual({
    enforced: true,
    remotes: {
      bookings: {
        version,
        base: `${origin.url}/bookings/${version}/`,
        integrity: { 'remoteEntry.js': integrityOf('the bookings entry') },
      },
    },
  });
});

test("a canary's share of visitors get its release, each visitor the same one on every page, and the page never mixes two", async () => {
  const canary = await fixture.publish('the canary entry');
  await updateRegistryFile(fixture.registryFile, (state) => startCanary(registerRelease(state, fixture.record(canary)), 'bookings', canary, 50, change('try')));
  const inShare = `${BUCKET_COOKIE}=0`;
  const outOfShare = `${BUCKET_COOKIE}=9999`;
  for (let load = 0; load < 3; load += 1) {
    expect(await pageFor(inShare)).toEqual({ bookings: canary, entry: `${origin.url}/bookings/${canary}/remoteEntry.js`, setCookie: null });
    expect(await pageFor(outOfShare)).toEqual({ bookings: version, entry: `${origin.url}/bookings/${version}/remoteEntry.js`, setCookie: null });
  }
  const newcomer = await pageFor();
  expect(newcomer.setCookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=\\d{1,4}; Path=/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$`));
  const bucket = /=(\d+);/.exec(newcomer.setCookie!)![1]!;
  expect(newcomer.bookings).toBe(Number(bucket) < 5000 ? canary : version);
  expect(await pageFor(`${BUCKET_COOKIE}=${bucket}`)).toMatchObject({ bookings: newcomer.bookings, setCookie: null });
});
