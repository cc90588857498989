const { join } = require('node:path');
const { itAnswersHelpAndUnknownFlags } = require('@citypass/command-line/testing');

// The fleet itself is started by the journeys and src/rolling-restart.test.js; here, its command line.
itAnswersHelpAndUnknownFlags('npm run fleet', join(__dirname, 'fleet-cli.js'), ['PORT', 'NGINX_PATH', 'REDIS_SERVER_PATH']);
