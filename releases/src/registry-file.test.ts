import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRegistryFile, updateRegistryFile } from './registry-file';
import { registerRelease } from './registry-state';
import { recordFor } from './testing/release-fixture';

describe('the registry file', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'release-registry-'));
    file = join(dir, 'registry.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads as empty before anything was written', async () => {
    expect((await readRegistryFile(file)).revision).toBe(0);
  });

  it('loses no change when many are made at once', async () => {
    const versions = Array.from({ length: 25 }, (_, index) => `0.1.0-${String(index).padStart(12, '0')}`);
    await Promise.all(versions.map((version) => updateRegistryFile(file, (state) => registerRelease(state, recordFor('bookings', version)))));

    const state = await readRegistryFile(file);
    expect([...state.remotes.bookings.published].sort()).toEqual([...versions].sort());
    expect(state.revision).toBe(25);
    // Only the registry is left: no temporary file and no lock.
    expect(readdirSync(dir)).toEqual(['registry.json']);
  });

  it('writes nothing when the change is refused, and frees the lock', async () => {
    await updateRegistryFile(file, (state) => registerRelease(state, recordFor('bookings', '0.1.0-000000000001')));
    await expect(
      updateRegistryFile(file, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await readRegistryFile(file)).remotes.bookings.published).toEqual(['0.1.0-000000000001']);
    expect(readdirSync(dir)).toEqual(['registry.json']);
  });

  it('refuses a registry file that is not one, naming the file', async () => {
    writeFileSync(file, '{"revision": "x"}');
    await expect(readRegistryFile(file)).rejects.toThrow(file);
  });
});
