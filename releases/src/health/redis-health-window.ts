import type { RemoteName } from '@citypass/contracts';
import type { RedisConnection } from '../redis/redis-connection';
import { BUCKET_MS, type HealthByRelease, type HealthCounts, type HealthWindow } from './health-window';

// The fleet's health counts in Redis, so every instance judges a canary on every page's report
// whichever instance received it. Per release, a hash of one-second buckets (`<start>:l` loads,
// `<start>:f` failures), expiring a window after its last outcome; buckets that have left the
// window are dropped as outcomes arrive (at most every 10 s per release). A sorted set names the
// releases with outcomes, scored by the last one.

const PRUNE_EVERY_MS = 10_000;

// KEYS: the release's hash, the releases set. ARGV: bucket, failed (1/0), oldest bucket kept, ttl ms, member, now.
const ADD = `
redis.call('HINCRBY', KEYS[1], ARGV[1] .. ':l', 1)
if ARGV[2] == '1' then redis.call('HINCRBY', KEYS[1], ARGV[1] .. ':f', 1) end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('ZADD', KEYS[2], ARGV[6], ARGV[5])
if tonumber(ARGV[6]) - tonumber(redis.call('HGET', KEYS[1], 'pruned') or '0') > ${PRUNE_EVERY_MS} then
  for _, field in ipairs(redis.call('HKEYS', KEYS[1])) do
    local start = tonumber(string.match(field, '^(%d+):'))
    if start and start < tonumber(ARGV[3]) then redis.call('HDEL', KEYS[1], field) end
  end
  redis.call('HSET', KEYS[1], 'pruned', ARGV[6])
end
return 1`;

export function createRedisHealthWindow(options: {
  connection: RedisConnection;
  windowMs: number;
  /** What its keys start with after the connection's prefix: one window per kind of count (visitors' or previews'). */
  name?: string;
  now?: () => number;
}): HealthWindow {
  const { client, keyPrefix } = options.connection;
  const now = options.now ?? Date.now;
  const name = options.name ?? 'health';
  const releasesKey = `${keyPrefix}${name}:releases`;
  const member = (remote: RemoteName, version: string) => `${remote}@${version}`;
  const keyOf = (release: string) => `${keyPrefix}${name}:release:${release}`;
  const oldestKept = () => now() - options.windowMs;

  const total = (fields: Record<string, string>): HealthCounts => {
    const oldest = oldestKept();
    const counts = { loads: 0, failures: 0 };
    for (const [field, value] of Object.entries(fields)) {
      const [start, kind] = field.split(':');
      if (!(Number(start) > oldest)) continue;
      if (kind === 'l') counts.loads += Number(value);
      else if (kind === 'f') counts.failures += Number(value);
    }
    return counts;
  };

  return {
    async add(remote, version, failed) {
      const at = now();
      const bucket = Math.floor(at / BUCKET_MS) * BUCKET_MS;
      const release = member(remote, version);
      const args = [bucket, failed ? 1 : 0, oldestKept(), options.windowMs + BUCKET_MS, release, at].map(String);
      await client.eval(ADD, 2, keyOf(release), releasesKey, ...args);
    },
    async countsOf(remote, version) {
      return total(await client.hgetall(keyOf(member(remote, version))));
    },
    async all() {
      await client.zremrangebyscore(releasesKey, '-inf', String(oldestKept()));
      const names = await client.zrange(releasesKey, '0', '-1');
      const pipeline = client.pipeline();
      for (const release of names) pipeline.hgetall(keyOf(release));
      const replies = (await pipeline.exec()) ?? [];
      const result: HealthByRelease = {};
      names.forEach((release, index) => {
        const [error, fields] = replies[index] ?? [null, {}];
        if (error) throw error;
        const counts = total(fields as Record<string, string>);
        if (counts.loads === 0) return;
        const at = release.indexOf('@');
        const remote = release.slice(0, at) as RemoteName;
        (result[remote] ??= {})[release.slice(at + 1)] = counts;
      });
      return result;
    },
  };
}
