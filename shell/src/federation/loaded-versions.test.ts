import { loadedRemoteVersions } from './loaded-versions';

describe('loadedRemoteVersions', () => {
  it('lists each loaded remote with its build version, in a stable order', () => {
    expect(
      loadedRemoteVersions({
        moduleInfo: {
          shell: {},
          'bookings:http://localhost:3003/mf-manifest.json': { buildVersion: '2.0.0' },
          'auth:http://localhost:3001/mf-manifest.json': { buildVersion: '0.1.0' },
          'payments:http://x/mf-manifest.json': { buildVersion: '9.9.9' },
        },
      }),
    ).toEqual([
      { name: 'auth', version: '0.1.0' },
      { name: 'bookings', version: '2.0.0' },
    ]);
  });

  it('is empty before the runtime has loaded anything', () => {
    expect(loadedRemoteVersions(undefined)).toEqual([]);
  });
});
