import { Stack } from '@citypass/stack';
import { RoundRobinProxy } from './nginx';

export interface BalancedStacks {
  proxy: RoundRobinProxy;
  first: Stack;
  second: Stack;
  stop(): Promise<void>;
}

/**
 * Two BFF instances behind a round-robin proxy: both answer for the proxy's origin, share the
 * secret and the upstream, and load the same remotes' releases from one registry.
 */
export async function startBalancedStacks(): Promise<BalancedStacks> {
  const proxy = await RoundRobinProxy.create();
  const first = await (await Stack.create({ publicUrl: proxy.url })).start();
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
    },
  });
  await second.startBff();
  await proxy.start([first.ports.bff, second.ports.bff]);
  return {
    proxy,
    first,
    second,
    async stop() {
      await proxy.stop();
      await second.stop();
      await first.stop();
    },
  };
}
