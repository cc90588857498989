import type { Logger } from 'pino';
import type { RedisConnection } from '../redis/redis-connection';
import { parseRegistryText, readRegistryFileSync, writeRegistryFile } from '../registry-file';
import type { RegistryState } from '../registry-state';
import { ReleaseError } from '../release-error';
import type { RegistryStore } from './registry-store';

// The registry of a fleet, in Redis: the state as JSON and its revision beside it. A change is
// written only if the revision is still the one it was computed from (compare-and-set, in one
// script), so two instances' promotes never both win and each change leaves one history entry.
// Each write publishes the new registry itself, in the same script: every instance adopts it as it
// arrives, with no read of its own in between, and the writer answers once it has heard its change
// back, so a change reaches the other instances before the answer reaches anyone. Messages sent
// while an instance was away are lost, so it reloads on reconnecting, and every few seconds as a
// safety net. Page loads read the registry in memory, once the messages already arrived are read,
// and never wait on Redis. Each registry loaded is kept on disk, the snapshot a start with Redis
// down serves; a Redis without a registry gets it back from there.

const MAX_ATTEMPTS = 20;
const REGISTRY_CHECK_MS = 5000;
// Redis writes a change's answer and its message to the instances in no set order: the writer
// answers once its own subscription has heard the change (Redis has then sent it to every
// instance), or after this long without it (a subscription down: the others reload on their own).
const ECHO_WAIT_MS = 1000;

// KEYS: state, revision. ARGV: revision read ('' when absent), new state, new revision, channel.
const COMPARE_AND_SET = `
if (redis.call('GET', KEYS[2]) or '') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], ARGV[3])
redis.call('PUBLISH', ARGV[4], ARGV[2])
return 1`;

// KEYS: state, revision. ARGV: state, revision. Sets both only where no registry is.
const SEED = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], ARGV[2])
return 1`;

const unavailable = () =>
  new ReleaseError(503, 'REGISTRY_UNAVAILABLE', 'The release registry cannot be reached right now: nothing was changed. Try again shortly.');

export function createRedisRegistryStore(options: {
  connection: RedisConnection;
  /** The instance's snapshot of the registry (RELEASE_REGISTRY_FILE). */
  snapshotFile: string;
  logger: Pick<Logger, 'warn' | 'error' | 'info'>;
}): RegistryStore {
  const { connection, snapshotFile, logger } = options;
  const { client } = connection;
  const keys = { state: `${connection.keyPrefix}registry`, revision: `${connection.keyPrefix}registry:revision` };
  const channel = `${connection.keyPrefix}registry`;
  let known = readRegistryFileSync(snapshotFile);
  let snapshotWrites: Promise<void> = Promise.resolve();

  // The changes this instance wrote, waiting to be heard back on the channel, by revision.
  const echoes = new Map<number, () => void>();
  const echoOf = (revision: number) => {
    let heard!: () => void;
    const wait = new Promise<void>((resolve) => {
      const timer = setTimeout(() => heard(), ECHO_WAIT_MS);
      heard = () => {
        clearTimeout(timer);
        echoes.delete(revision);
        resolve();
      };
    });
    echoes.set(revision, heard);
    return { heard: wait, cancel: () => echoes.get(revision)?.() };
  };

  // Bumped by every registry adopted; a read that saw a bump while in flight is older than it.
  let adoptions = 0;
  const adopt = (state: RegistryState) => {
    if (state.revision === known.revision) return;
    adoptions += 1;
    known = state;
    // One write at a time, in order, so the file ends with the latest.
    snapshotWrites = snapshotWrites
      .then(() => writeRegistryFile(snapshotFile, state))
      .catch((error: unknown) => logger.error({ err: error, file: snapshotFile }, 'The registry snapshot could not be written'));
  };

  /** The registry in Redis, or null where none is. */
  const fetch = async (): Promise<RegistryState | null> => {
    const text = await client.get(keys.state);
    return text === null ? null : parseRegistryText(text, keys.state);
  };

  /** Adopts what Redis holds; gives Redis the last known registry when it holds none. */
  const reload = async () => {
    const before = adoptions;
    const stored = await fetch();
    // A change published while the read was on its way is newer than what the read returns.
    if (adoptions !== before) return;
    if (stored) return adopt(stored);
    if (known.revision === 0) return;
    const seeded = await client.eval(SEED, 2, keys.state, keys.revision, JSON.stringify(known), String(known.revision));
    if (seeded === 1) logger.info({ code: 'REGISTRY_SEEDED', revision: known.revision }, 'Redis held no release registry: gave it the last one known');
    else await reload();
  };
  const reloadQuietly = () =>
    void reload().catch((error: unknown) => {
      if (connection.status() === 'up') logger.warn({ err: error }, 'The release registry could not be reloaded from Redis');
    });

  connection.follow(channel, {
    onMessage(text) {
      try {
        const state = parseRegistryText(text, channel);
        adopt(state);
        echoes.get(state.revision)?.();
      } catch (error) {
        logger.error({ err: error }, 'A registry published in Redis could not be read');
      }
    },
    // Subscribed again: what was published meanwhile is read now, and nothing after it is missed.
    onFollowing: reloadQuietly,
  });
  client.on('ready', reloadQuietly);
  const check = setInterval(() => {
    if (connection.status() !== 'up') return;
    client.get(keys.revision).then((revision) => {
      if (revision !== null && Number(revision) !== known.revision) reloadQuietly();
    }, () => undefined);
  }, REGISTRY_CHECK_MS);
  check.unref();

  return {
    async read() {
      try {
        await reload();
      } catch {
        // Unreachable: the last registry known is the answer (the snapshot, if nothing newer).
      }
      return known;
    },
    async update(change) {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        let base: RegistryState | null;
        try {
          base = await fetch();
        } catch {
          throw unavailable();
        }
        const current = base ?? known;
        const next = change(current);
        if (next === current) return current;
        let written: unknown;
        // Listened for before the change is sent: its message may come before the answer does.
        const echo = echoOf(next.revision);
        try {
          written = await client.eval(
            COMPARE_AND_SET,
            2,
            keys.state,
            keys.revision,
            base ? String(base.revision) : '',
            JSON.stringify(next),
            String(next.revision),
            channel,
          );
        } catch {
          echo.cancel();
          throw unavailable();
        }
        if (written === 1) {
          adopt(next);
          await echo.heard;
          return next;
        }
        echo.cancel();
      }
      throw new ReleaseError(503, 'REGISTRY_BUSY', 'The release registry changed too often to apply this change: nothing was changed. Try again.');
    },
    current: () => known,
    // A message published before the page was asked for may sit unread beside the page's request,
    // in the same turn of the event loop; once that turn's reads are done, it is adopted.
    caughtUp: () => new Promise<void>((resolve) => setImmediate(resolve)),
    async close() {
      clearInterval(check);
      await snapshotWrites;
    },
  };
}
