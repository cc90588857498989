import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPromotedManifestsSource } from './promoted-manifests';
import { emptyRegistry, promote, registerRelease, type RegistryState } from './registry-state';

const origins = {
  auth: 'http://localhost:3001/mf-manifest.json',
  attractions: 'http://localhost:3002/mf-manifest.json',
  bookings: 'https://cdn.example/bookings/mf-manifest.json',
};
const change = { team: 'bookings', at: '2026-11-23T10:00:00.000Z', reason: 'test' };

function promoted(...versions: string[]): RegistryState {
  return versions.reduce((state, version) => promote(registerRelease(state, 'bookings', version), 'bookings', version, change), emptyRegistry());
}

describe('the promoted versions\' manifests', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'promoted-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names each remote\'s promoted version beside its configured address, and picks up a promote without a restart', () => {
    const file = join(dir, 'registry.json');
    writeFileSync(file, JSON.stringify(promoted('0.1.0-aaa')));
    const manifests = createPromotedManifestsSource({ file, defaults: origins });
    expect(manifests()).toEqual({ ...origins, bookings: 'https://cdn.example/bookings/0.1.0-aaa/mf-manifest.json' });

    writeFileSync(file, JSON.stringify(promoted('0.1.0-aaa', '0.1.0-bbb')));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(manifests().bookings).toBe('https://cdn.example/bookings/0.1.0-bbb/mf-manifest.json');
  });

  it('uses the configured addresses while the registry does not exist yet', () => {
    expect(createPromotedManifestsSource({ file: join(dir, 'missing.json'), defaults: origins })()).toEqual(origins);
  });
});
