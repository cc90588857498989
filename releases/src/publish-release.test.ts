import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTEGRITY_LOADING_FILE } from '@citypass/contracts';
import { publishRelease } from './publish-release';

const manifest = {
  id: 'bookings',
  name: 'bookings',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }],
  exposes: [{ name: 'BookingsPage', path: './BookingsPage', assets: { js: { sync: ['1.js'], async: [] } } }],
};

function writeBuild(dir: string, chunk: string) {
  mkdirSync(join(dir, 'nested'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'remoteEntry.js'), 'entry();');
  writeFileSync(join(dir, '1.js'), 'one();');
  writeFileSync(join(dir, INTEGRITY_LOADING_FILE), MARKER);
  // A chunk only the remote's own runtime knows of: a release copies it too.
  writeFileSync(join(dir, 'nested', 'lazy.js'), chunk);
}

const MARKER = '{"scriptIntegrityGlobal":"__citypassScriptIntegrity"}';
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('publishing a release', () => {
  let root: string;
  let dist: string;
  let store: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'release-'));
    dist = join(root, 'dist');
    store = join(root, 'releases');
    writeBuild(dist, 'lazy();');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('copies the whole build to releases/<remote>/<version>/ with each file\'s sha384 integrity', async () => {
    const { record, created } = await publishRelease({ remote: 'bookings', distDir: dist, storeDir: store, packageVersion: '0.1.0' });

    expect(created).toBe(true);
    expect(record.version).toMatch(/^0\.1\.0-[0-9a-f]{12}$/);
    const copy = join(store, 'bookings', record.version);
    expect(readFileSync(join(copy, 'nested', 'lazy.js'), 'utf8')).toBe('lazy();');
    expect(record.files).toEqual({
      '1.js': sri('one();'),
      [INTEGRITY_LOADING_FILE]: sri(MARKER),
      'mf-manifest.json': sri(JSON.stringify(manifest)),
      'nested/lazy.js': sri('lazy();'),
      'remoteEntry.js': sri('entry();'),
    });
    expect(record.exposes).toEqual(['BookingsPage']);
    expect(record.shared).toEqual([{ name: 'react', requiredVersion: '^19.3.1', singleton: true }]);
    expect(record.loadsWithIntegrity).toBe(true);
    expect(JSON.parse(readFileSync(join(copy, 'release.json'), 'utf8'))).toEqual(record);
  });

  it("records a build without the integrity-loading plugin's file as loading its chunks unchecked", async () => {
    rmSync(join(dist, INTEGRITY_LOADING_FILE));
    const { record } = await publishRelease({ remote: 'bookings', distDir: dist, storeDir: store, packageVersion: '0.1.0' });
    expect(record.loadsWithIntegrity).toBe(false);
  });

  it('gives a changed build a new version and leaves the earlier one as it was', async () => {
    const first = await publishRelease({ remote: 'bookings', distDir: dist, storeDir: store, packageVersion: '0.1.0' });
    writeBuild(dist, 'lazyChanged();');
    const second = await publishRelease({ remote: 'bookings', distDir: dist, storeDir: store, packageVersion: '0.1.0' });

    expect(second.record.version).not.toBe(first.record.version);
    expect(readFileSync(join(store, 'bookings', first.record.version, 'nested', 'lazy.js'), 'utf8')).toBe('lazy();');
  });

  it('refuses a build without a package version, and publishes nothing', async () => {
    await expect(publishRelease({ remote: 'bookings', distDir: dist, storeDir: store, packageVersion: '' })).rejects.toThrow(
      'must be the package version then 12 hex digits of the build',
    );
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('publishing the same build again changes nothing', async () => {
    const first = await publishRelease({ remote: 'bookings', distDir: dist, storeDir: store, packageVersion: '0.1.0' });
    const again = await publishRelease({ remote: 'bookings', distDir: dist, storeDir: store, packageVersion: '0.1.0' });

    expect(again).toEqual({ record: first.record, created: false });
    expect(readdirSync(join(store, 'bookings'))).toEqual([first.record.version]);
  });

  it('refuses to overwrite an existing version that holds other content', async () => {
    const { record } = await publishRelease({ remote: 'bookings', distDir: dist, storeDir: store, packageVersion: '0.1.0' });
    writeFileSync(join(store, 'bookings', record.version, 'nested', 'lazy.js'), 'tampered();');

    await expect(publishRelease({ remote: 'bookings', distDir: dist, storeDir: store, packageVersion: '0.1.0' })).rejects.toThrow(
      `bookings ${record.version} is already published with other content: nested/lazy.js`,
    );
    expect(readFileSync(join(store, 'bookings', record.version, 'nested', 'lazy.js'), 'utf8')).toBe('tampered();');
  });

  it('refuses a build without a federation manifest', async () => {
    rmSync(join(dist, 'mf-manifest.json'));
    await expect(publishRelease({ remote: 'bookings', distDir: dist, storeDir: store, packageVersion: '0.1.0' })).rejects.toThrow(
      /mf-manifest\.json/,
    );
  });

  it('refuses a build without the remote entry beside its manifest, which pages register, and publishes nothing', async () => {
    rmSync(join(dist, 'remoteEntry.js'));
    await expect(publishRelease({ remote: 'bookings', distDir: dist, storeDir: store, packageVersion: '0.1.0' })).rejects.toThrow(
      /has no remoteEntry\.js beside its mf-manifest\.json/,
    );
    expect(readdirSync(root)).toEqual(['dist']);
  });
});
