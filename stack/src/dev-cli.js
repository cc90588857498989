// `npm run dev`: the BFF and every dev server with hot reload, each on the port dev-ports.js
// reads, the BFF told where the shell and the remotes are; Ctrl-C stops them all.
const { readCommandLine } = require('@citypass/command-line');
const concurrently = require('concurrently');
const { ROOT } = require('./stack');
const { DEV_PORTS, devPorts } = require('@citypass/webpack-config/dev-ports');

const USAGE = `Usage: npm run dev
  (citypass-dev)

Every dev server with hot reload, and the BFF behind them restarted on each change: open the
shell's dev server (SHELL_DEV_PORT). Ctrl-C stops them all.

Environment:
${Object.entries(DEV_PORTS)
  .map(([name, { variable, fallback }]) => `  ${variable.padEnd(22)}${name === 'bff' ? "the BFF's port, where each dev server sends /api" : `the ${name} dev server`} (default ${fallback})`)
  .join('\n')}
  PUBLIC_URL, REMOTE_AUTH_URL, REMOTE_ATTRACTIONS_URL, REMOTE_BOOKINGS_URL
                        the BFF's, made from the ports above unless set
  and every other variable of the BFF (citypass-bff --help), passed on to it
`;

readCommandLine({ name: 'npm run dev', usage: USAGE }, {});
const ports = devPorts();
/** @param {number} port */
const local = (port) => `http://localhost:${port}`;
// Each dev server is its remote's release origin: with nothing promoted, pages load the entry beside its manifest at the top.
/** @param {number} port */
const origin = (port) => `${local(port)}/`;
// A variable already set wins, as it does everywhere in the BFF's configuration.
const bffEnv = {
  PUBLIC_URL: local(ports.shell),
  REMOTE_AUTH_URL: origin(ports.auth),
  REMOTE_ATTRACTIONS_URL: origin(ports.attractions),
  REMOTE_BOOKINGS_URL: origin(ports.bookings),
  ...process.env,
};

/** @param {string} name */
const workspace = (name) => `npm run dev -w @citypass/${name}`;
const { result } = concurrently(
  [
    { name: 'bff', command: workspace('bff'), env: bffEnv, prefixColor: 'cyan' },
    { name: 'shell', command: workspace('shell'), prefixColor: 'blue' },
    { name: 'auth', command: workspace('mf-auth'), prefixColor: 'magenta' },
    { name: 'attractions', command: workspace('mf-attractions'), prefixColor: 'green' },
    { name: 'bookings', command: workspace('mf-bookings'), prefixColor: 'yellow' },
  ],
  { cwd: ROOT, killOthersOn: ['failure'], restartTries: 0 },
);

result.catch(() => {
  process.exitCode = 1;
});
