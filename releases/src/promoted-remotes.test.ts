import { utimesSync } from 'node:fs';
import { integrityOf } from './release-record';
import { createPromotedRemotesSource } from './promoted-remotes';
import { updateRegistryFile } from './registry-file';
import { createFileRegistryStore } from './registry-store/file-registry-store';
import { startCanary } from './canary-state';
import { promote, registerRelease } from './registry-state';
import { releaseFixture, type ReleaseFixture } from './testing/release-fixture';

const origins = {
  auth: 'http://localhost:3001/',
  attractions: 'http://localhost:3002/',
  bookings: 'https://cdn.example/bookings/',
};
const unreleased = {
  auth: 'http://localhost:3001/mf-manifest.json',
  attractions: 'http://localhost:3002/mf-manifest.json',
  bookings: 'https://cdn.example/bookings/mf-manifest.json',
};
const change = { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' };

let fixture: ReleaseFixture;
beforeEach(() => {
  fixture = releaseFixture();
});
afterEach(() => fixture.cleanUp());

async function promoteBookings(version: string): Promise<void> {
  await updateRegistryFile(fixture.registryFile, (state) => promote(registerRelease(state, fixture.record(version)), 'bookings', version, change));
  // The source notices a change by the file's modification time: make each write count.
  const later = new Date(Date.now() + Math.random() * 10_000 + 1000);
  utimesSync(fixture.registryFile, later, later);
}

const source = () => createPromotedRemotesSource({ registry: createFileRegistryStore(fixture.registryFile).current, origins });

describe("the remotes pages load, from the release registry", () => {
  it("name each promoted version's folder below the remote's origin, with its scripts' integrity", async () => {
    const version = await fixture.publish('first build', { texts: null });
    await promoteBookings(version);
    const { manifests, releases } = source()();
    expect(manifests).toEqual({ ...unreleased, bookings: `https://cdn.example/bookings/${version}/mf-manifest.json` });
    expect(releases).toEqual({
      bookings: {
        version,
        base: `https://cdn.example/bookings/${version}/`,
        integrity: { 'remoteEntry.js': integrityOf('first build') },
      },
    });
  });

  it('pick up a promote without a restart', async () => {
    const first = await fixture.publish('first build');
    const second = await fixture.publish('second build');
    await promoteBookings(first);
    const remotes = source();
    expect(remotes().releases.bookings?.version).toBe(first);
    await promoteBookings(second);
    expect(remotes().releases.bookings).toMatchObject({ version: second, integrity: { 'remoteEntry.js': integrityOf('second build') } });
  });

  it('use the build at the top of each origin, with no release, while the registry does not exist yet', () => {
    expect(source()()).toEqual({ manifests: unreleased, releases: {}, canaries: {} });
  });

  it('need no release store: the records come from the registry alone', async () => {
    const version = await fixture.publish('first build');
    await promoteBookings(version);
    fixture.removeStore();
    expect(source()().releases.bookings).toMatchObject({ version, integrity: { 'remoteEntry.js': integrityOf('first build') } });
  });

  it('name no release for a promoted version the registry keeps no record of (a registry from before records were kept)', async () => {
    const version = await fixture.publish('first build');
    await promoteBookings(version);
    await updateRegistryFile(fixture.registryFile, (state) => ({ ...state, revision: state.revision + 1, remotes: { ...state.remotes, bookings: { ...state.remotes.bookings, records: {} } } }));
    expect(source()().releases).toEqual({});
    expect(source()().manifests.bookings).toBe(`https://cdn.example/bookings/${version}/mf-manifest.json`);
  });

  it('offer a canary beside the stable release', async () => {
    const stable = await fixture.publish('first build');
    const canary = await fixture.publish('canary build');
    await promoteBookings(stable);
    await updateRegistryFile(fixture.registryFile, (state) => startCanary(registerRelease(state, fixture.record(canary)), 'bookings', canary, 10, change));
    expect(source()().canaries.bookings).toMatchObject({ percent: 10, manifest: `https://cdn.example/bookings/${canary}/mf-manifest.json`, release: { version: canary } });
  });
});
