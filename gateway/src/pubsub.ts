import { PubSub as MemoryPubSub } from 'graphql-subscriptions';
import type { Logger } from 'pino';

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
  const options = {
    maxRetriesPerRequest: null,
    retryStrategy: (times: number) => Math.min(times * 200, 5000),
  };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const c of [publisher, subscriber])
    c.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const ps = new RedisPubSub({ publisher, subscriber });
  return {
    publish: (channel, payload) => ps.publish(channel, payload),
    subscribe: <T>(channel: string) => ps.asyncIterableIterator(channel) as AsyncIterableIterator<T>,
    listen: async <T>(channel: string, onMessage: (payload: T) => void) => {
      const id = await ps.subscribe<T>(channel, onMessage);
      return () => ps.unsubscribe(id);
    },
    close: async () => {
      await ps.close();
    },
  };
}
