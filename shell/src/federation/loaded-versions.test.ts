import { loadedRemoteVersions } from './loaded-versions';

describe('loadedRemoteVersions', () => {
  const release = { version: '0.1.0-d76f41dc7b80', base: 'https://bookings.example/0.1.0-d76f41dc7b80/', integrity: {} };

  it("names each loaded remote's release, else its build's version, else says it is unknown", () => {
    expect(loadedRemoteVersions(['auth', 'attractions', 'bookings'], { bookings: release }, { auth: { exposes: {}, version: '0.1.0' }, bookings: { exposes: {}, version: '9.9.9' } })).toEqual([
      { name: 'auth', version: '0.1.0' },
      { name: 'attractions', version: 'unknown' },
      { name: 'bookings', version: '0.1.0-d76f41dc7b80' },
    ]);
  });

  it('is empty before any remote has loaded', () => {
    expect(loadedRemoteVersions([], { bookings: release }, {})).toEqual([]);
  });
});
