import { Redis } from 'ioredis';
import type { Logger } from 'pino';

// The fleet's shared state lives in Redis (REDIS_URL). A lost connection must fail fast rather
// than hang requests: commands are not queued while disconnected and time out when Redis stops
// answering; the client reconnects on its own, forever, backing off to a retry every 2 s.

export const REDIS_COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;
const MAX_RECONNECT_DELAY_MS = 2000;

export type RedisStatus = 'up' | 'down';

export interface RedisConnection {
  /** Commands; rejected at once while the connection is down. */
  client: Redis;
  /** Keys of this deployment start with this, so deployments (brands) can share one Redis. */
  keyPrefix: string;
  /** Up while every connection is ready and every channel followed is subscribed again: commands, and other instances' changes. */
  status(): RedisStatus;
  /**
   * Follows a channel on a connection of its own (a subscribed connection takes no other
   * command): `onMessage` for each message; `onFollowing` each time the subscription is confirmed
   * after a (re)connect, from when no message is missed, so the time to read what was.
   */
  follow(channel: string, handlers: { onMessage(text: string): void; onFollowing(): void }): void;
  close(): Promise<void>;
}

export function createRedisConnection(options: { url: string; keyPrefix: string; logger: Pick<Logger, 'warn' | 'info'> }): RedisConnection {
  const connections: Redis[] = [];
  const open = (role: string): Redis => {
    const connection = new Redis(options.url, {
      enableOfflineQueue: false,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    });
    let up = false;
    // Logged when the state changes, not on every failed reconnect; the URL may hold a password.
    connection.on('ready', () => {
      if (!up) options.logger.info({ code: 'REDIS_UP', role }, 'Redis connection ready');
      up = true;
    });
    connection.on('error', (error: Error) => {
      if (up) options.logger.warn({ code: 'REDIS_DOWN', role, reason: error.message }, 'Redis connection lost: reconnecting');
      up = false;
    });
    connection.on('close', () => {
      if (up) options.logger.warn({ code: 'REDIS_DOWN', role }, 'Redis connection closed: reconnecting');
      up = false;
    });
    connections.push(connection);
    return connection;
  };
  const client = open('commands');
  // Whether each followed channel's subscription is confirmed on its current connection.
  const subscriptions: { confirmed: boolean }[] = [];
  return {
    client,
    keyPrefix: options.keyPrefix,
    // Each connection reconnects on its own schedule, and a subscriber is ready before Redis has
    // confirmed its SUBSCRIBE: until then changes other instances publish do not reach this one,
    // so it is not up yet.
    status: () => (connections.every((connection) => connection.status === 'ready') && subscriptions.every(({ confirmed }) => confirmed) ? 'up' : 'down'),
    follow(channel, { onMessage, onFollowing }) {
      const subscriber = open('subscriber');
      const subscription = { confirmed: false };
      subscriptions.push(subscription);
      subscriber.on('message', (from: string, text: string) => {
        if (from === channel) onMessage(text);
      });
      subscriber.on('close', () => {
        subscription.confirmed = false;
      });
      // Subscribed on every (re)connect: with no offline queue, a SUBSCRIBE sent before then is refused.
      subscriber.on('ready', () => {
        subscription.confirmed = false;
        subscriber.subscribe(channel).then(
          () => {
            subscription.confirmed = true;
            onFollowing();
          },
          () => undefined,
        );
      });
    },
    async close() {
      await Promise.all(connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}
