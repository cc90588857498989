const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { RoundRobinProxy } = require('./round-robin-proxy');
const { Stack } = require('./stack');
// The BFF's own throwaway redis-server (Debian's package), kept in the BFF's build.
const { RedisServer } = require('@citypass/releases/testing');

/**
 * @typedef {object} FleetOptions
 * @property {boolean} [redis] Share rate limits, the registry and release health through a redis-server of their own.
 * @property {Record<string, string>} [env] More variables of both BFFs.
 * @property {string[]} [pinnedToFirst] Paths the proxy sends to the first instance alone (say, the pages' health reports).
 * @property {number} [port] The proxy's port; default a free one.
 */

/**
 * @typedef {object} Fleet
 * @property {RoundRobinProxy} proxy
 * @property {Stack} first
 * @property {Stack} second
 * @property {RedisServer | null} redis
 * @property {(instance: Stack) => Promise<void>} restartBff One instance's turn in a rolling restart: out of nginx's upstream, restarted, back in.
 * @property {() => Promise<void>} stop
 */

/**
 * Two BFF instances behind nginx: both answer for the proxy's origin, share the secret and the
 * upstream, and load the same remotes' releases from one registry (a file, or Redis with that
 * file as their snapshot), the release records with it; the second has no release store.
 * @param {FleetOptions} [options]
 * @returns {Promise<Fleet>}
 */
async function startFleet(options = {}) {
  // The proxy's port first: a taken one is refused before anything starts.
  const proxy = await RoundRobinProxy.create(options.port);
  const redis = options.redis ? await RedisServer.start() : null;
  const env = { ...(redis ? { REDIS_URL: redis.url } : {}), ...options.env };
  const first = await (await Stack.create({ publicUrl: proxy.url, env })).start();
  const { remoteUrl, upstreamUrl, secret, releases } = first.info;
  // The second shares only the registry: its release store is an empty folder, as on another machine.
  const emptyStore = mkdtempSync(join(tmpdir(), 'citypass-empty-store-'));
  const second = await Stack.create({
    publicUrl: proxy.url,
    upstreamUrl,
    secret,
    releases: releases ?? undefined,
    env: {
      REMOTE_AUTH_URL: `${remoteUrl.auth}/`,
      REMOTE_ATTRACTIONS_URL: `${remoteUrl.attractions}/`,
      REMOTE_BOOKINGS_URL: `${remoteUrl.bookings}/`,
      RELEASES_DIR: emptyStore,
      ...env,
    },
  });
  await second.startBff();
  await proxy.start(
    [first.ports.bff, second.ports.bff],
    (options.pinnedToFirst ?? []).map((path) => ({ path, backend: first.ports.bff })),
  );
  return {
    proxy,
    first,
    second,
    redis,
    async restartBff(instance) {
      await proxy.withBackendOut(instance.ports.bff, async () => {
        await instance.stopBff();
        await instance.startBff();
      });
    },
    async stop() {
      await proxy.stop();
      await second.stop();
      await first.stop();
      await redis?.stop();
      rmSync(emptyStore, { recursive: true, force: true });
    },
  };
}

module.exports = { RedisServer, startFleet };
