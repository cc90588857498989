import { join } from 'node:path';
import { REMOTE_EXPOSES, REMOTE_NAMES } from './remotes';

// Each remote's webpack `exposes` map is its public API: it must expose exactly what the
// contract names, so a typo fails here in seconds instead of in the browser journeys.
const remoteFolders = { auth: 'mf-auth', attractions: 'mf-attractions', bookings: 'mf-bookings' } as const;

interface FederationOptions {
  name: string;
  exposes: Record<string, string>;
}

/** The federation options of a remote's production webpack configuration, read without building. */
function federationOptionsOf(folder: string): FederationOptions {
  const config = require(join(__dirname, '..', '..', folder, 'webpack.config.js')) as (env: unknown, argv: unknown) => {
    plugins: { constructor: { name: string }; _options?: FederationOptions }[];
  };
  const federation = config({}, { mode: 'production' }).plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  if (!federation?._options) throw new Error(`${folder} has no federation plugin`);
  return federation._options;
}

describe.each(REMOTE_NAMES)('the %s remote', (remote) => {
  const options = federationOptionsOf(remoteFolders[remote]);

  it('builds under its contract name', () => {
    expect(options.name).toBe(remote);
  });

  it('exposes exactly the modules the contract names', () => {
    expect(Object.keys(options.exposes).sort()).toEqual(REMOTE_EXPOSES[remote].map((name) => `./${name}`).sort());
  });
});
