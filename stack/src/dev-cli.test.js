const { join } = require('node:path');
const { itAnswersHelpAndUnknownFlags } = require('@citypass/command-line/testing');
const { DEV_PORTS } = require('@citypass/webpack-config/dev-ports');

// The loop itself runs in `npm run test:dev` (e2e/src/dev-loop.smoke.ts); here, its command line.
itAnswersHelpAndUnknownFlags('npm run dev', join(__dirname, 'dev-cli.js'), [
  ...Object.values(DEV_PORTS).map(({ variable }) => variable),
  ...['PUBLIC_URL', 'REMOTE_AUTH_URL', 'REMOTE_ATTRACTIONS_URL', 'REMOTE_BOOKINGS_URL'],
]);
