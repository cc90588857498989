// `npm start`: the BFF (with the shell and the embedded reservations service) on the app's
// origin and each remote's build on its own origin, all stopped together by Ctrl-C.
// Without REMOTES_FILE (development only), the remotes run as releases: each fresh build is
// published, and promoted through the release API as a team's release would be with the
// development tokens; with RELEASE_TOKENS set (always in production) the teams promote.
const concurrently = require('concurrently');
const { dirname, resolve } = require('node:path');
const { readCommandLine } = require('@citypass/command-line');
const { loadConfig } = require('@citypass/bff/settings');
const { devReleaseSettings, devToken, promoteFreshBuilds, publishRelease } = require('@citypass/releases');
const { waitForHealth } = require('./processes');
const { REMOTES, ROOT } = require('./stack');
const { START_USAGE } = require('./start-usage');
const { onThisMachine } = require('./this-machine');

readCommandLine({ name: 'citypass-start', usage: START_USAGE }, {});
const local = onThisMachine(process.env);
const env = loadConfig({ ...process.env, ...local });
const releases = env.REMOTES_FILE ? null : devReleaseSettings(env, ROOT);
// The BFF runs in its package's folder: a settings file named relative to where `npm start` ran must still be found.
const deploymentFile = process.env.DEPLOYMENT_FILE ? { DEPLOYMENT_FILE: resolve(process.env.DEPLOYMENT_FILE) } : {};
/** @param {string} url */
const portOf = (url) => new URL(url).port || '80';
/** @param {string} script */
const node = (script) => `node ${JSON.stringify(script)}`;
/** @param {import('./stack').RemoteName} remote */
const remoteFolder = (remote) => (releases ? resolve(releases.storeDir, remote) : resolve(ROOT, REMOTES[remote], 'dist'));
/**
 * @param {import('./stack').RemoteName} remote
 * @param {string} url
 */
const serveRemote = (remote, url) =>
  `${node(require.resolve('@citypass/bff/serve-remote'))} --dir ${JSON.stringify(remoteFolder(remote))} --port ${portOf(url)} --app-origin ${JSON.stringify(env.PUBLIC_URL)}`;

async function main() {
  // Published before the remote hosts start, so each serves its store from the first request;
  // the records go on to the promotion, so no build is hashed twice.
  /** @type {import('@citypass/releases').ReleaseRecord[]} */
  const published = [];
  if (releases) for (const build of releases.builds) published.push((await publishRelease({ ...build, storeDir: releases.storeDir })).record);
  const { result } = concurrently(
    [
      {
        name: 'bff',
        command: node(require.resolve('@citypass/bff')),
        cwd: dirname(require.resolve('@citypass/bff/package.json')),
        env: { ...deploymentFile, ...local, ...releases?.bffEnv },
        prefixColor: 'cyan',
      },
      { name: 'auth', command: serveRemote('auth', env.REMOTE_AUTH_URL), prefixColor: 'magenta' },
      { name: 'attractions', command: serveRemote('attractions', env.REMOTE_ATTRACTIONS_URL), prefixColor: 'green' },
      { name: 'bookings', command: serveRemote('bookings', env.REMOTE_BOOKINGS_URL), prefixColor: 'yellow' },
    ],
    { killOthersOn: ['failure'], restartTries: 0 },
  );
  result.catch(() => {
    process.exitCode = 1;
  });
  if (releases) await promoteDevBuilds(releases, published);
}

/**
 * @param {NonNullable<typeof releases>} settings
 * @param {import('@citypass/releases').ReleaseRecord[]} published
 */
async function promoteDevBuilds({ builds, storeDir }, published) {
  const bffUrl = `http://${env.HOST}:${env.PORT}`;
  await waitForHealth(`${bffUrl}/healthz`);
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

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
