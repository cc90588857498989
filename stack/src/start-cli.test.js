const { join } = require('node:path');
const { itAnswersHelpAndUnknownFlags } = require('@citypass/command-line/testing');

// `npm start` itself runs in the clean-clone check and the production journey; here, its command line.
itAnswersHelpAndUnknownFlags('citypass-start', join(__dirname, '../bin/citypass-start.js'), [
  ...['DEPLOYMENT_FILE', 'HOST', 'PORT', 'PUBLIC_URL', 'REMOTE_AUTH_URL', 'REMOTE_ATTRACTIONS_URL', 'REMOTE_BOOKINGS_URL'],
  ...['REMOTES_FILE', 'RELEASES_DIR', 'RELEASE_REGISTRY_FILE', 'RELEASE_TOKENS', 'NODE_ENV'],
]);
