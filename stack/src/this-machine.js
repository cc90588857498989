const { parseEnv } = require('@citypass/bff/settings');

// A city's settings file names its public addresses. `npm start` runs that city on this machine,
// so where it answers and its remotes' origins are this machine's, as without a file, unless the
// environment names them: `DEPLOYMENT_FILE=deployments/barcelona.json npm start` runs as written.
const LOCAL = /** @type {const} */ (['PUBLIC_URL', 'REMOTE_AUTH_URL', 'REMOTE_ATTRACTIONS_URL', 'REMOTE_BOOKINGS_URL']);

/**
 * The variables that put a settings file's city on this machine (none without a file).
 * @param {NodeJS.ProcessEnv} source
 * @returns {Record<string, string>}
 */
function onThisMachine(source) {
  if (!source.DEPLOYMENT_FILE) return {};
  const here = parseEnv({ PORT: source.PORT });
  return Object.fromEntries(LOCAL.filter((name) => source[name] === undefined).map((name) => [name, here[name]]));
}

module.exports = { onThisMachine };
