/** What `citypass-start --help` prints: the variables start-cli.js and the releases' dev settings read, besides those it passes on. */
const START_USAGE = `Usage: citypass-start
  (npm start builds every package, then runs it)

Runs the built product on this machine: the BFF with the shell (citypass-bff) and each remote's
release origin (citypass-serve-remote), stopped together by Ctrl-C. Without REMOTES_FILE the
remotes run as releases: each fresh build is published to the release store and, with the
development tokens, promoted.

Environment (the BFF's, each passed on to it: citypass-bff --help lists them), of which it reads:
  DEPLOYMENT_FILE         the deployment's settings file, relative to where it runs
  HOST, PORT, PUBLIC_URL  where the BFF answers (default 127.0.0.1, 8080, http://localhost:<PORT>)
  REMOTE_AUTH_URL, REMOTE_ATTRACTIONS_URL, REMOTE_BOOKINGS_URL
                          each remote's release origin: its host listens on that address's port
  REMOTES_FILE            development only: the remotes' builds served as they are, no releases
  RELEASES_DIR            the release store (default release-store/ at the top of the repository)
  RELEASE_REGISTRY_FILE   the release registry (default releases-registry.json at the top of the repository)
  RELEASE_TOKENS          the teams' token hashes; unset outside production: the development tokens
  NODE_ENV                production never takes the development tokens
`;

module.exports = { START_USAGE };
