import { emptyRegistry, registerRelease, type RegistryState } from '../registry-state';
import type { ReleaseRecord } from '../release-record';
import { originsAt } from '../testing/release-fixture';
import { withPreviews } from './preview-releases';

const ORIGINS = originsAt('https://cdn.example/');
const SRI = `sha384-${'B'.repeat(64)}`;
const STABLE = '1.2.0-0123456789ab';
const PREVIEWED = '1.3.0-0123456789ab';
const NEEDS_REACT_20 = '1.4.0-0123456789ab';
const SHELL = { react: '19.3.1' };
const IN_AN_HOUR = Date.now() + 3_600_000;

const record = (version: string, react = '^19.3.1'): ReleaseRecord => ({
  remote: 'bookings',
  version,
  files: { 'mf-manifest.json': SRI, 'remoteEntry.js': SRI, 'remoteEntry.js.map': SRI },
  exposes: ['BookingsPage'],
  shared: [{ name: 'react', requiredVersion: react }],
  loadsWithIntegrity: true,
});

const state: RegistryState = [record(STABLE), record(PREVIEWED), record(NEEDS_REACT_20, '^20.0.0')].reduce(registerRelease, emptyRegistry());
const visitor = {
  manifests: { auth: 'https://cdn.example/auth/mf-manifest.json', attractions: 'https://cdn.example/attractions/mf-manifest.json', bookings: `https://cdn.example/bookings/${STABLE}/mf-manifest.json` },
  releases: { bookings: { version: STABLE, base: `https://cdn.example/bookings/${STABLE}/`, integrity: {} } },
};

describe("a previewing browser's releases", () => {
  it('load the previewed version of its remote with its integrity, and every other remote as the visitor would', () => {
    const page = withPreviews(visitor, [{ remote: 'bookings', version: PREVIEWED, expiresAt: IN_AN_HOUR }], { state, origins: ORIGINS, shellProvides: SHELL, devServers: false });
    expect(page.manifests).toEqual({ ...visitor.manifests, bookings: `https://cdn.example/bookings/${PREVIEWED}/mf-manifest.json` });
    expect(page.releases.bookings).toEqual({
      version: PREVIEWED,
      base: `https://cdn.example/bookings/${PREVIEWED}/`,
      integrity: { 'remoteEntry.js': SRI },
    });
    expect(page.preview).toEqual({ remotes: [{ remote: 'bookings', version: PREVIEWED, loaded: true }] });
    expect(page.previewed).toEqual(['bookings']);
  });

  it('fall back to what the visitor gets, and say so, for a version the shell no longer takes or the registry no longer keeps', () => {
    for (const version of [NEEDS_REACT_20, '9.9.9-000000000000']) {
      const page = withPreviews(visitor, [{ remote: 'bookings', version, expiresAt: IN_AN_HOUR }], { state, origins: ORIGINS, shellProvides: SHELL, devServers: false });
      expect(page.manifests).toEqual(visitor.manifests);
      expect(page.releases).toEqual(visitor.releases);
      expect(page.preview).toEqual({ remotes: [{ remote: 'bookings', version, loaded: false }] });
      expect(page.previewed).toEqual([]);
    }
    const shellWithReact20 = withPreviews(visitor, [{ remote: 'bookings', version: PREVIEWED, expiresAt: IN_AN_HOUR }], { state, origins: ORIGINS, shellProvides: { react: '20.0.0' }, devServers: false });
    expect(shellWithReact20.preview.remotes[0]?.loaded).toBe(false);
    expect(shellWithReact20.releases).toEqual(visitor.releases);
  });

  it("load a remote from a developer's dev server outside production, unchecked, and never in production", () => {
    const dev = { remote: 'bookings' as const, version: 'dev', expiresAt: IN_AN_HOUR, devServer: 'http://localhost:3013/mf-manifest.json' };
    const outside = withPreviews(visitor, [dev], { state, origins: ORIGINS, shellProvides: SHELL, devServers: true });
    expect(outside.manifests.bookings).toBe('http://localhost:3013/mf-manifest.json');
    expect(outside.releases.bookings).toBeUndefined();
    expect(outside.preview).toEqual({ remotes: [{ remote: 'bookings', version: 'dev', loaded: true, devServer: 'http://localhost:3013' }] });
    const production = withPreviews(visitor, [dev], { state, origins: ORIGINS, shellProvides: SHELL, devServers: false });
    expect(production.manifests).toEqual(visitor.manifests);
    expect(production.releases).toEqual(visitor.releases);
    expect(production.preview).toEqual({ remotes: [] });
    expect(production.previewed).toEqual([]);
  });
});
