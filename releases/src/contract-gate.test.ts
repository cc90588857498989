import { checkRelease, type GateInput } from './contract-gate';
import type { ReleaseRecord } from './release-record';

const record: ReleaseRecord = {
  remote: 'bookings',
  version: '0.2.0-0123456789ab',
  files: { 'remoteEntry.js': 'sha384-AAAA', '1.js': 'sha384-BBBB' },
  exposes: ['BookingsPage'],
  shared: [
    { name: 'react', requiredVersion: '^19.3.1', singleton: true },
    { name: 'xstate', requiredVersion: '^5.0.0' },
  ],
  loadsWithIntegrity: true,
};

const input = (changes: Partial<GateInput> = {}): GateInput => ({
  record,
  shellLoads: ['BookingsPage'],
  shellProvides: { react: '19.3.1', xstate: '5.33.3' },
  ...changes,
});

describe('the contract gate', () => {
  it('passes a release that exposes what the shell loads and needs only what the shell provides', () => {
    expect(checkRelease(input())).toEqual([]);
  });

  it('passes an additive release: a new exposed module', () => {
    expect(checkRelease(input({ record: { ...record, exposes: ['BookingsPage', 'BookingsWidget'] } }))).toEqual([]);
  });

  it('names an exposed module the shell loads that the release lacks', () => {
    expect(checkRelease(input({ record: { ...record, exposes: [] } }))).toEqual([
      'exposes no BookingsPage, which the shell loads from bookings',
    ]);
  });

  it('names a shared module the shell does not provide, and one whose version the shell cannot satisfy', () => {
    const shared = [
      { name: 'react', requiredVersion: '^20.0.0', singleton: true },
      { name: 'lodash', requiredVersion: '^4.0.0' },
    ];
    expect(checkRelease(input({ record: { ...record, shared } }))).toEqual([
      'requires react ^20.0.0, the shell provides react 19.3.1',
      'requires lodash, which the shell does not provide',
    ]);
  });

  it("names a release whose chunks load without the page's integrity", () => {
    expect(checkRelease(input({ record: { ...record, loadsWithIntegrity: false } }))).toEqual([
      "was built without integrity-checked chunk loading (the build helper's integrity-loading plugin)",
    ]);
  });
});
