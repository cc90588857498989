import { devReleaseSettings, devToken } from './dev-releases';
import { tokenHash } from './team-tokens';

const ROOT = `${__dirname}/../..`;

describe('how npm start runs the remotes as releases', () => {
  it('promotes the fresh builds with the development tokens outside production', () => {
    const settings = devReleaseSettings({ NODE_ENV: 'development', RELEASE_TOKENS: '' }, ROOT);
    expect(settings.builds.map((build) => build.token)).toEqual([devToken('auth'), devToken('attractions'), devToken('bookings')]);
    expect(settings.bffEnv.RELEASE_TOKENS).toContain(`bookings=${tokenHash(devToken('bookings'))}`);
  });

  it("leaves promoting to the teams' own tokens when RELEASE_TOKENS is set", () => {
    const settings = devReleaseSettings({ NODE_ENV: 'development', RELEASE_TOKENS: `bookings=${tokenHash('team secret')}` }, ROOT);
    expect(settings.builds.every((build) => build.token === '')).toBe(true);
    expect(settings.bffEnv.RELEASE_TOKENS).toBe(`bookings=${tokenHash('team secret')}`);
  });

  it('never accepts the development tokens in production', () => {
    const settings = devReleaseSettings({ NODE_ENV: 'production', RELEASE_TOKENS: '' }, ROOT);
    expect(settings.builds.every((build) => build.token === '')).toBe(true);
    expect(settings.bffEnv.RELEASE_TOKENS).toBe('');
  });
});
