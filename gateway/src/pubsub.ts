import { PubSub as MemoryPubSub } from 'graphql-subscriptions';
import type { Logger } from 'pino';
import type { Redis as RedisClient } from 'ioredis';

/** The one seam between event producers and subscription resolvers; Redis lets processes share it. */
export interface PubSub {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe<T>(channel: string): AsyncIterableIterator<T>;
  /** Calls `onMessage` for each message on the channel from the moment it resolves; returns the way to stop. */
  listen<T>(channel: string, onMessage: (payload: T) => void): Promise<() => void>;
  close(): Promise<void>;
}

export const channels = {
  notifications: (userId: string, role: string) => `notifications:${userId}:${role}`,
  /** A user's sessions ended (logout, password change or reset, deletion): payload `{ userId }`. */
  sessionsEnded: 'sessions:ended',
};

export async function createPubSub(redisUrl: string | undefined, logger: Logger): Promise<PubSub> {
  if (!redisUrl) {
    const ps = new MemoryPubSub();
    return {
      publish: (channel, payload) => ps.publish(channel, payload as never),
      subscribe: <T>(channel: string) => ps.asyncIterableIterator<T>(channel),
      listen: async <T>(channel: string, onMessage: (payload: T) => void) => {
        const id = await ps.subscribe(channel, onMessage);
        return () => ps.unsubscribe(id);
      },
      close: async () => {},
    };
  }
  const { RedisPubSub } = await import('graphql-redis-subscriptions');
  const { Redis } = await import('ioredis');
  const retryStrategy = (times: number) => Math.min(times * 200, 5000);
  // Publishing happens after a write committed, on the request's path: while Redis is down or silent it
  // fails at once (no offline queue) or within a second (commandTimeout), never waits for Redis to return.
  // The notification row and the outbox already hold what matters; live fan-out is best effort.
  const publisher = new Redis(redisUrl, {
    enableOfflineQueue: false,
    commandTimeout: PUBLISH_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy,
  });
  // The subscriber keeps its queue: SUBSCRIBE waits for a reconnect, after which ioredis resubscribes.
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, retryStrategy });
  for (const c of [publisher, subscriber])
    c.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  // Without an offline queue, publishes before the first connection would fail: wait for it, briefly.
  await ready(publisher, 2_000);
  const ps = new RedisPubSub({ publisher, subscriber });
  return {
    publish: (channel, payload) => ps.publish(channel, payload),
    subscribe: <T>(channel: string) => ps.asyncIterableIterator(channel) as AsyncIterableIterator<T>,
    listen: async <T>(channel: string, onMessage: (payload: T) => void) => {
      const id = await ps.subscribe<T>(channel, onMessage);
      return () => ps.unsubscribe(id);
    },
    close: async () => {
      await Promise.all([publisher, subscriber].map(closeClient));
    },
  };
}

export const PUBLISH_TIMEOUT_MS = 1_000;

function ready(client: RedisClient, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
  });
}

/** QUIT when Redis answers (pending replies arrive first), otherwise just drop the socket and stop retrying. */
async function closeClient(client: RedisClient): Promise<void> {
  if (client.status === 'ready') {
    await Promise.race([client.quit().catch(() => {}), new Promise((r) => setTimeout(r, 1_000).unref())]);
  }
  client.disconnect();
}
