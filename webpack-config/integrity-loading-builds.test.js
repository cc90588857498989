// Which builds get the integrity-loading plugin, read from each package's configuration without
// building: a remote's production build is a release, loaded from another origin with integrity;
// its dev server and the shell (same-origin chunks, never released) load without.
const path = require('node:path');
const { IntegrityLoadingPlugin } = require('./integrity-loading-plugin');

const root = path.resolve(__dirname, '..');
// The shell's production configuration is the shell, then its service worker: each build counts.
const loadsWithIntegrity = (folder, mode) =>
  [require(path.join(root, folder, 'webpack.config.js'))({}, { mode })].flat().some(({ plugins }) => plugins.some((plugin) => plugin instanceof IntegrityLoadingPlugin));

describe.each(['mf-auth', 'mf-attractions', 'mf-bookings'])('the %s remote', (folder) => {
  it('loads its chunks with integrity in its production build', () => {
    expect(loadsWithIntegrity(folder, 'production')).toBe(true);
  });

  it('loads them without on its dev server', () => {
    expect(loadsWithIntegrity(folder, 'development')).toBe(false);
  });
});

it("leaves the shell's own chunks to load without", () => {
  expect(loadsWithIntegrity('shell', 'production')).toBe(false);
});
