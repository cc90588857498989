import { RedisServer, RoundRobinProxy, Stack } from '@citypass/stack';

export interface BalancedStacks {
  proxy: RoundRobinProxy;
  first: Stack;
  second: Stack;
  /** The Redis the two share their state through, when started as a fleet. */
  redis: RedisServer | null;
  stop(): Promise<void>;
}

interface BalancedOptions {
  /** Share rate limits, the registry and release health through a redis-server of their own. */
  redis?: boolean;
  /** More variables of both BFFs. */
  env?: Record<string, string>;
  /** Paths the proxy sends to the first instance alone (say, the pages' health reports). */
  pinnedToFirst?: string[];
}

/**
 * Two BFF instances behind a round-robin proxy: both answer for the proxy's origin, share the
 * secret and the upstream, and load the same remotes' releases from one registry (a file, or
 * Redis with that file as their snapshot).
 */
export async function startBalancedStacks(options: BalancedOptions = {}): Promise<BalancedStacks> {
  const redis = options.redis ? await RedisServer.start() : null;
  const env = { ...(redis ? { REDIS_URL: redis.url } : {}), ...options.env };
  const proxy = await RoundRobinProxy.create();
  const first = await (await Stack.create({ publicUrl: proxy.url, env })).start();
  const { remoteUrl, upstreamUrl, secret, releases } = first.info;
  const second = await Stack.create({
    publicUrl: proxy.url,
    upstreamUrl,
    secret,
    releases: releases ?? undefined,
    env: {
      REMOTE_AUTH_URL: `${remoteUrl.auth}/mf-manifest.json`,
      REMOTE_ATTRACTIONS_URL: `${remoteUrl.attractions}/mf-manifest.json`,
      REMOTE_BOOKINGS_URL: `${remoteUrl.bookings}/mf-manifest.json`,
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
    async stop() {
      await proxy.stop();
      await second.stop();
      await first.stop();
      await redis?.stop();
    },
  };
}
