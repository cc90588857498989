const { join } = require('node:path');
const { releasesEnv } = require('./stack-releases');

/** Production refuses placeholder contact links; a file (not variables) so a test can start the BFF with another deployment's file. */
const DEPLOYMENT_FILE = join(__dirname, '../deployment-settings.json');

/**
 * The environment a stack's BFF runs with: production, as `npm start` runs it, on the stack's
 * ports, upstream and release registry; a variable of `options.env` or `extraEnv` wins.
 * @param {{ info: import('./stack').StackInfo, port: number, shellDist: string, options: import('./stack').StackOptions }} stack
 * @param {Record<string, string>} [extraEnv]
 * @returns {Record<string, string>}
 */
function stackBffEnv({ info, port, shellDist, options }, extraEnv = {}) {
  const { url, upstreamUrl, remoteUrl, dataDir, secret, releases } = info;
  return {
    // Production loads remotes only as promoted releases: a registry file without them is for development.
    NODE_ENV: options.remotesFile ? 'development' : 'production',
    DEPLOYMENT_FILE,
    PORT: String(port),
    METRICS_PORT: '0', // each instance's metrics on a free port: a fleet runs several on one machine
    PUBLIC_URL: url,
    AUTH_SECRET: secret,
    UPSTREAM_URL: upstreamUrl,
    DATA_DIR: dataDir,
    SHELL_DIST: shellDist,
    TEST_SCENARIOS: options.testScenarios === false ? 'off' : 'on',
    LOG_LEVEL: 'warn',
    // Journeys and load runs sign in from one address: the limits are for the public, not for them.
    SIGN_IN_RATE_LIMIT: '100000',
    LOG_RATE_LIMIT: '100000',
    HEALTH_REPORT_RATE_LIMIT: '100000',
    REMOTE_AUTH_URL: `${remoteUrl.auth}/`,
    REMOTE_ATTRACTIONS_URL: `${remoteUrl.attractions}/`,
    REMOTE_BOOKINGS_URL: `${remoteUrl.bookings}/`,
    ...(releases ? releasesEnv(releases) : {}),
    ...(options.remotesFile ? { REMOTES_FILE: options.remotesFile } : {}),
    ...options.env,
    ...extraEnv,
  };
}

module.exports = { stackBffEnv };
