// `npm run bench:fleet`: how fast a release change made through one BFF instance reaches another
// sharing Redis. Starts the built product as a fleet (redis-server, two instances, nginx), then
// promotes and rolls back through the first instance's API, loading a page from the second right
// after each answer: prints how many of those pages were stale, and how long the changes took.
const { readCommandLine, refuseCommandLine } = require('@citypass/command-line');
const { startFleet } = require('@citypass/stack');
const { bookingsReleaseApi, publishBookingsAs } = require('./bookings-team');
const { median } = require('./stats');

const ABOUT = {
  name: 'npm run bench:fleet',
  usage: `Usage: npm run bench:fleet [-- <rounds>]
  (node bench/scripts/fleet-propagation.js)

How fast a release change made through one BFF instance reaches another sharing Redis: a fleet
(redis-server, two instances, nginx), then <rounds> promotes and rollbacks through the first
(default 100), a page from the second right after each. It needs the builds, Debian's nginx and
redis-server.

Environment:
  NGINX_PATH         nginx (default /usr/sbin/nginx)
  REDIS_SERVER_PATH  redis-server (default /usr/bin/redis-server)
`,
};

const { positionals } = readCommandLine(ABOUT, { allowPositionals: true });
const ROUNDS = Number(positionals[0] ?? 100);
if (positionals.length > 1 || !Number.isInteger(ROUNDS) || ROUNDS < 1) refuseCommandLine(ABOUT, ['<rounds>: give one whole number of rounds, such as 50']);

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

async function main() {
  const fleet = await startFleet({ redis: true });
  try {
    const { first, second } = fleet;
    const api = bookingsReleaseApi(first.info);
    const servedBySecond = async () => {
      const page = await (await fetch(`${second.info.bffUrl}/bookings`, { headers: { accept: 'text/html' } })).text();
      return /"bookings":\{"version":"([^"]+)"/.exec(page)?.[1];
    };
    // The bookings build published again under another version, as a team would: promoting it changes what pages load.
    const other = publishBookingsAs(first.info, '9.9.9');
    const stable = (await api('')).remotes.bookings.promoted;
    const changeMs = [];
    let stale = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [path, body, expected] of [
        ['/bookings/promote', { version: other, reason: `round ${round}` }, other],
        ['/bookings/rollback', { reason: `round ${round}` }, stable],
      ]) {
        const started = performance.now();
        await api(path, body);
        changeMs.push(performance.now() - started);
        if ((await servedBySecond()) !== expected) stale += 1;
      }
    }
    const figures = (values) => `p50 ${median(values).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;
    process.stdout.write(
      [
        `${changeMs.length} changes through one instance (promote, rollback), each followed at once by a page from the other:`,
        `  pages from the other instance still on the previous release: ${stale} of ${changeMs.length}`,
        `  a change through the release API: ${figures(changeMs)}`,
        '',
      ].join('\n'),
    );
  } finally {
    await fleet.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
