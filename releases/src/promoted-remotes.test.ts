import { rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { integrityOf } from './release-record';
import { createPromotedRemotesSource } from './promoted-remotes';
import { updateRegistryFile } from './registry-file';
import { createFileRegistryStore } from './registry-store/file-registry-store';
import { startCanary } from './canary-state';
import { promote, registerRelease } from './registry-state';
import { releaseFixture, type ReleaseFixture } from './testing/release-fixture';

const defaults = {
  auth: 'http://localhost:3001/mf-manifest.json',
  attractions: 'http://localhost:3002/mf-manifest.json',
  bookings: 'https://cdn.example/bookings/mf-manifest.json',
};
const change = { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' };
const logger = { error: jest.fn() };

let fixture: ReleaseFixture;
beforeEach(() => {
  fixture = releaseFixture();
  logger.error.mockReset();
});
afterEach(() => fixture.cleanUp());

async function promoteBookings(version: string): Promise<void> {
  await updateRegistryFile(fixture.registryFile, (state) => promote(registerRelease(state, 'bookings', version), 'bookings', version, change));
  // The source notices a change by the file's modification time: make each write count.
  const later = new Date(Date.now() + Math.random() * 10_000 + 1000);
  utimesSync(fixture.registryFile, later, later);
}

const source = () => createPromotedRemotesSource({ registry: createFileRegistryStore(fixture.registryFile).current, storeDir: fixture.storeDir, defaults, logger });

describe("the remotes pages load, from the release registry", () => {
  it("name each promoted version's folder beside the configured address, with its manifest's and scripts' integrity", async () => {
    const version = await fixture.publish('first build');
    await promoteBookings(version);
    const { manifests, releases } = source()();
    expect(manifests).toEqual({ ...defaults, bookings: `https://cdn.example/bookings/${version}/mf-manifest.json` });
    expect(releases).toEqual({
      bookings: {
        version,
        base: `https://cdn.example/bookings/${version}/`,
        integrity: { 'mf-manifest.json': expect.stringMatching(/^sha384-/), 'remoteEntry.js': integrityOf('first build') },
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

  it('use the configured addresses, with no release, while the registry does not exist yet', () => {
    expect(source()()).toEqual({ manifests: defaults, releases: {}, canaries: {} });
  });

  it('name no release, and say why, when a promoted version has lost its record', async () => {
    const version = await fixture.publish('first build');
    await promoteBookings(version);
    rmSync(join(fixture.storeDir, 'bookings', version, 'release.json'));
    expect(source()().releases).toEqual({});
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ remote: 'bookings', version }), expect.stringContaining('no readable record'));
  });

  it("offer a canary beside the stable release, and leave out one whose record cannot be read (its visitors keep stable)", async () => {
    const stable = await fixture.publish('first build');
    const canary = await fixture.publish('canary build');
    await promoteBookings(stable);
    await updateRegistryFile(fixture.registryFile, (state) => startCanary(registerRelease(state, 'bookings', canary), 'bookings', canary, 10, change));
    expect(source()().canaries.bookings).toMatchObject({ percent: 10, manifest: `https://cdn.example/bookings/${canary}/mf-manifest.json`, release: { version: canary } });
    rmSync(join(fixture.storeDir, 'bookings', canary, 'release.json'));
    expect(source()().canaries).toEqual({});
  });
});
