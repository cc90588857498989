import concurrently from 'concurrently';
import { resolve } from 'node:path';
import { readCommandLine } from '@citypass/command-line';
import type { RemoteName } from '@citypass/contracts';
import { loadConfig } from '../config/load-config';
import { START_USAGE } from './start-usage';
import { onThisMachine } from './this-machine';
import { waitForBff } from './wait-for-bff';
import { devReleaseSettings, devToken, promoteFreshBuilds, publishRelease, type ReleaseRecord } from '@citypass/releases';

// `npm start`: the BFF (with the shell and the embedded reservations service) on the app's
// origin and each remote's build on its own origin, all stopped together by Ctrl-C.
// Without REMOTES_FILE (development only), the remotes run as releases: each fresh build is
// published, and promoted through the release API as a team's release would be with the
// development tokens; with RELEASE_TOKENS set (always in production) the teams promote.
readCommandLine({ name: 'citypass-start', usage: START_USAGE }, {});
const root = resolve(__dirname, '../../..');
const local = onThisMachine(process.env);
const env = loadConfig({ ...process.env, ...local });
const releases = env.REMOTES_FILE ? null : devReleaseSettings(env, root);
// The BFF runs in bff/: a settings file named relative to where `npm start` ran must still be found.
const deploymentFile = process.env.DEPLOYMENT_FILE ? { DEPLOYMENT_FILE: resolve(process.env.DEPLOYMENT_FILE) } : {};
const portOf = (url: string) => new URL(url).port || '80';
const bff = (script: string) => `node ${JSON.stringify(resolve(root, 'bff/dist', script))}`;
const remoteFolder = (remote: RemoteName, folder: string) => (releases ? resolve(releases.storeDir, remote) : resolve(root, folder, 'dist'));
const serveRemote = (remote: RemoteName, folder: string, url: string) =>
  `${bff('cli/serve-remote.js')} --dir ${JSON.stringify(remoteFolder(remote, folder))} --port ${portOf(url)} --app-origin ${JSON.stringify(env.PUBLIC_URL)}`;

async function main() {
  // Published before the remote hosts start, so each serves its store from the first request;
  // the records go on to the promotion, so no build is hashed twice.
  const published: ReleaseRecord[] = [];
  if (releases) for (const build of releases.builds) published.push((await publishRelease({ ...build, storeDir: releases.storeDir })).record);
  const { result } = concurrently(
    [
      { name: 'bff', command: bff('server.js'), cwd: resolve(root, 'bff'), env: { ...deploymentFile, ...local, ...releases?.bffEnv }, prefixColor: 'cyan' },
      { name: 'auth', command: serveRemote('auth', 'mf-auth', env.REMOTE_AUTH_URL), prefixColor: 'magenta' },
      { name: 'attractions', command: serveRemote('attractions', 'mf-attractions', env.REMOTE_ATTRACTIONS_URL), prefixColor: 'green' },
      { name: 'bookings', command: serveRemote('bookings', 'mf-bookings', env.REMOTE_BOOKINGS_URL), prefixColor: 'yellow' },
    ],
    { killOthersOn: ['failure'], restartTries: 0 },
  );
  result.catch(() => {
    process.exitCode = 1;
  });
  if (releases) await promoteDevBuilds(releases, published);
}

async function promoteDevBuilds({ builds, storeDir }: NonNullable<typeof releases>, published: ReleaseRecord[]) {
  const bffUrl = `http://${env.HOST}:${env.PORT}`;
  await waitForBff(bffUrl);
  if (builds.some((build) => !build.token)) {
    process.stdout.write(
      "RELEASE_TOKENS is set: each team releases and promotes with its own token (npm run release -w @citypass/mf-<remote>, then npm run releases -- promote; RELEASING.md).\n",
    );
    return;
  }
  const versions = await promoteFreshBuilds({ builds, storeDir, bffUrl, published });
  const fresh = builds.map((build, index) => `${build.remote} ${versions[index]}`).join(', ');
  process.stdout.write(
    `The fresh builds: ${fresh}, each promoted unless unchanged since the last start. Release as a team with RELEASE_TOKEN=${devToken('bookings')} (or -auth, -attractions).\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
