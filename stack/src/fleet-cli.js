// `npm run fleet`: the built product as a fleet on this machine, for development: redis-server,
// two BFF instances sharing it, and nginx in front on PORT (default 8080). Ctrl-C stops it all;
// SIGUSR2 restarts the instances one at a time, as operators do, to run a rebuilt BFF.
const { readCommandLine } = require('@citypass/command-line');
const { demoOrders } = require('@citypass/reservations-service');
const { DEFAULT_PORT } = require('@citypass/contracts');
const { startFleet } = require('./fleet');

const USAGE = `Usage: npm run fleet
  (builds every package, then runs citypass-fleet)

The built product as a fleet on this machine, for development: redis-server, two BFF instances
sharing it, each remote's release origin, and nginx in front. Ctrl-C stops it all; SIGUSR2
restarts the BFF instances one at a time, each out of nginx's upstream while it restarts. It
needs Debian's nginx and redis-server.

Environment:
  PORT               where nginx answers (default 8080)
  NGINX_PATH         nginx (default /usr/sbin/nginx)
  REDIS_SERVER_PATH  redis-server (default /usr/bin/redis-server)
`;

/**
 * Each instance in turn, out of nginx's upstream while it restarts; one rolling restart at a time.
 * @param {import('./fleet').Fleet} fleet
 */
function rollingRestarts(fleet) {
  let restarting = false;
  return async () => {
    if (restarting) return;
    restarting = true;
    try {
      for (const instance of [fleet.first, fleet.second]) {
        process.stdout.write(`Restarting ${instance.info.bffUrl}…\n`);
        await fleet.restartBff(instance);
      }
      process.stdout.write('Rolling restart done.\n');
    } catch (error) {
      process.stderr.write(`Rolling restart failed: ${error instanceof Error ? error.message : String(error)}\n`);
    } finally {
      restarting = false;
    }
  };
}

async function main() {
  readCommandLine({ name: 'npm run fleet', usage: USAGE }, {});
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  process.stdout.write('Starting redis-server, the remotes, two BFF instances and nginx…\n');
  const fleet = await startFleet({ redis: true, port });
  const { first, second, redis, proxy } = fleet;
  const tokens = first.info.releases?.tokens ?? {};
  process.stdout.write(
    [
      '',
      `City Pass Bookings is running as a fleet at ${proxy.url}`,
      `  BFF instances: ${first.info.bffUrl} and ${second.info.bffUrl} (each answers /healthz)`,
      `  redis-server: ${redis?.url}`,
      `  Releases page: ${proxy.url}/_releases, with a team token:`,
      ...Object.entries(tokens).map(([team, token]) => `    ${team}: ${token}`),
      '',
      'Demo orders (order number / e-mail):',
      ...demoOrders.map((order) => `  ${order.orderNumber}  ${order.email}  ${order.shows}`),
      '',
      `Rolling restart of the BFF instances (after a rebuild, say): kill -USR2 ${process.pid}`,
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  process.on('SIGUSR2', rollingRestarts(fleet));
  const stop = () => {
    fleet.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
