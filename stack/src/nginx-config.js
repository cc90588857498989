const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { readCommandLine, refuseCommandLine } = require('@citypass/command-line');

// The nginx configuration operators deploy (ops/nginx/citypass.conf), with its placeholders
// filled: the fleet renders it into its temp folder, and operators can render it with this script.
const TEMPLATE = join(__dirname, '../../ops/nginx/citypass.conf');

/** @typedef {{ path: string, backend: string }} PinnedLocation  requests for this exact path go to this host:port alone */

const DEFAULT_ACCESS_LOG = '/var/log/nginx/citypass.access.log';

/**
 * @typedef {object} CitypassConfOptions
 * @property {string} listen
 * @property {string[]} backends host:port of each BFF instance
 * @property {string[]} [down] Backends marked `down`: out of the upstream while they restart.
 * @property {PinnedLocation[]} [pinned]
 * @property {string} [accessLog]
 */

/**
 * @param {CitypassConfOptions} options
 * @returns {string}
 */
function renderCitypassConf({ listen, backends, down = [], pinned = [], accessLog = DEFAULT_ACCESS_LOG }) {
  if (backends.length === 0) throw new Error('nginx needs at least one BFF address');
  const unknown = down.filter((backend) => !backends.includes(backend));
  if (unknown.length > 0) throw new Error(`${unknown.join(', ')} marked down but not among the BFF addresses`);
  if (backends.every((backend) => down.includes(backend))) throw new Error('nginx needs at least one BFF address that is not down');
  // Comments keep their placeholders: they explain them.
  const directive = (/** @type {string} */ line) => !line.trimStart().startsWith('#');
  const serverLine = (/** @type {string} */ line, /** @type {string} */ backend) =>
    line.replace('@BFF_ADDRESS@', backend).replace(/;$/, down.includes(backend) ? ' down;' : ';');
  const lines = readFileSync(TEMPLATE, 'utf8')
    .split('\n')
    .flatMap((line) => (directive(line) && line.includes('@BFF_ADDRESS@') ? backends.map((backend) => serverLine(line, backend)) : [line]))
    .map((line) => (directive(line) ? line.replaceAll('@LISTEN@', listen).replaceAll('@ACCESS_LOG@', accessLog) : line));
  // Test-only locations go ahead of `location /`, and take the server's proxy settings as it does.
  const locations = pinned.map(({ path, backend }) => `    location = ${path} {\n        proxy_pass http://${backend};\n    }\n\n`).join('');
  return lines.join('\n').replace(/^ {4}location \/ \{$/m, (line) => `${locations}${line}`);
}

const ABOUT = {
  name: 'nginx-config.js',
  usage: `Usage: node stack/src/nginx-config.js --bff <host:port> [--bff <host:port> ...] [--down <host:port>] [--listen <address>] [--access-log <file>]

Prints ops/nginx/citypass.conf with its placeholders filled, for nginx in front of the BFF instances.

Options:
  --bff <host:port>    a BFF instance; one --bff for each
  --down <host:port>   one of them out of the upstream (a rolling restart takes it out before stopping it)
  --listen <address>   what nginx listens on: a port, or address:port (default 80)
  --access-log <file>  where nginx logs each request (default ${DEFAULT_ACCESS_LOG})
`,
};

if (require.main === module) {
  const { values } = readCommandLine(ABOUT, {
    options: {
      listen: { type: 'string', default: '80' },
      bff: { type: 'string', multiple: true },
      down: { type: 'string', multiple: true },
      'access-log': { type: 'string' },
    },
  });
  if (!values.bff) refuseCommandLine(ABOUT, ['--bff: give each BFF instance, host:port']);
  process.stdout.write(renderCitypassConf({ listen: values.listen, backends: values.bff, down: values.down, accessLog: values['access-log'] }));
}

module.exports = { renderCitypassConf };
