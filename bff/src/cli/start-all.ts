import concurrently from 'concurrently';
import { resolve } from 'node:path';
import { loadConfig } from '../config/load-config';

// `npm start`: the BFF (with the shell and the embedded reservations service) on the app's
// origin and each remote's build on its own origin, all stopped together by Ctrl-C.
const root = resolve(__dirname, '../../..');
const env = loadConfig(process.env);
// The BFF runs in bff/: a settings file named relative to where `npm start` ran must still be found.
const deploymentFile = process.env.DEPLOYMENT_FILE ? { DEPLOYMENT_FILE: resolve(process.env.DEPLOYMENT_FILE) } : {};
const portOf = (url: string) => new URL(url).port || '80';
const bff = (script: string) => `node ${JSON.stringify(resolve(root, 'bff/dist', script))}`;
const serveRemote = (folder: string, url: string) =>
  `${bff('cli/serve-remote.js')} --dir ${JSON.stringify(resolve(root, folder, 'dist'))} --port ${portOf(url)}`;

const { result } = concurrently(
  [
    { name: 'bff', command: bff('server.js'), cwd: resolve(root, 'bff'), env: deploymentFile, prefixColor: 'cyan' },
    { name: 'auth', command: serveRemote('mf-auth', env.REMOTE_AUTH_URL), prefixColor: 'magenta' },
    { name: 'attractions', command: serveRemote('mf-attractions', env.REMOTE_ATTRACTIONS_URL), prefixColor: 'green' },
    { name: 'bookings', command: serveRemote('mf-bookings', env.REMOTE_BOOKINGS_URL), prefixColor: 'yellow' },
  ],
  { killOthersOn: ['failure'], restartTries: 0 },
);

result.catch(() => {
  process.exitCode = 1;
});
