/// <reference lib="dom" />
import { readFileSync, rmSync } from 'node:fs';
import type { Served } from './testing/serve';
import { promoteFreshBuilds } from './fresh-builds';
import { publishRelease } from './publish-release';
import { releaseFixture, TOKENS, type ReleaseFixture } from './testing/release-fixture';

// What `npm start` does with the builds it just made: each becomes the promoted release.
describe('promoting the fresh builds', () => {
  let fixture: ReleaseFixture;
  let served: Served;
  beforeEach(async () => {
    fixture = releaseFixture();
    served = await fixture.start();
  });
  afterEach(async () => {
    await served.close();
    fixture.cleanUp();
  });

  const history = async () =>
    (await (await fetch(`${served.url}/api/releases/bookings/history`, { headers: { authorization: `Bearer ${TOKENS.bookings}` } })).json())
      .history as { from: string | null; to: string; reason: string }[];

  /** A call of the bookings team, as `npm run release` and `npm run releases` make it. */
  const post = (path: string, body: object) =>
    fetch(`${served.url}/api/releases/bookings/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKENS.bookings}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const startWith = (chunk: string) =>
    promoteFreshBuilds({
      builds: [{ remote: 'bookings', distDir: fixture.writeBuild(chunk), packageVersion: '0.1.0', token: TOKENS.bookings }],
      storeDir: fixture.storeDir,
      bffUrl: served.url,
    });

  it('publishes and promotes a build when the registry has none yet', async () => {
    const [version] = await startWith('one()');
    expect(await history()).toEqual([expect.objectContaining({ from: null, to: version, reason: 'npm start: the fresh build' })]);
  });

  it('promotes a changed build on the next start, and leaves an unchanged one as it is', async () => {
    const [first] = await startWith('one()');
    await startWith('one()');
    const [second] = await startWith('two()');
    expect((await history()).map(({ from, to }) => [from, to])).toEqual([
      [null, first],
      [first, second],
    ]);
  });

  it('changes nothing in the registry when started again with the same build, registering it included', async () => {
    await startWith('one()');
    const registry = readFileSync(fixture.registryFile, 'utf8');
    await startWith('one()');
    expect(readFileSync(fixture.registryFile, 'utf8')).toBe(registry);
  });

  it('leaves a version promoted since the last start as it is when the build has not changed', async () => {
    const [fresh] = await startWith('one()');
    const other = await fixture.publish('two()');
    expect((await post('versions', { version: other })).status).toBe(200);
    expect((await post('promote', { version: other, reason: 'by hand' })).status).toBe(200);
    await startWith('one()');
    expect((await history()).map(({ from, to }) => [from, to])).toEqual([
      [null, fresh],
      [fresh, other],
    ]);
  });

  it('promotes a build an earlier start promoted once the source goes back to it', async () => {
    const [first] = await startWith('one()');
    const [second] = await startWith('two()');
    await startWith('one()');
    expect((await history()).map(({ from, to }) => [from, to])).toEqual([
      [null, first],
      [first, second],
      [second, first],
    ]);
  });

  it('promotes the releases it is handed as published without reading their builds again', async () => {
    const distDir = fixture.writeBuild('one()');
    const build = { remote: 'bookings' as const, distDir, packageVersion: '0.1.0', token: TOKENS.bookings };
    const { record } = await publishRelease({ ...build, storeDir: fixture.storeDir });
    rmSync(distDir, { recursive: true });
    const versions = await promoteFreshBuilds({ builds: [build], storeDir: fixture.storeDir, bffUrl: served.url, published: [record] });
    expect(versions).toEqual([record.version]);
    expect(await history()).toEqual([expect.objectContaining({ from: null, to: record.version })]);
  });
});
