import { EventEmitter } from 'node:events';
import { PubSub as MemoryPubSub } from 'graphql-subscriptions';
import type { Logger } from 'pino';
import type { Redis as RedisClient } from 'ioredis';

/** The one seam between event producers and subscription resolvers; Redis lets processes share it. */
export interface PubSub {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe<T>(channel: string): AsyncIterableIterator<T>;
  /** Calls `onMessage` for each message on the channel from the moment it resolves; returns the way to stop. */
  listen<T>(channel: string, onMessage: (payload: T) => void): Promise<() => void>;
  /**
   * Yields the instant each time this process's link to the other processes is back after a drop, once its
   * channels are subscribed again: what was published meanwhile never arrived and never will. Never yields
   * in-process, where nothing is lost.
   */
  recoveries(): AsyncIterableIterator<Date>;
  /** Whether each Redis connection is ready now (the metrics' gauge); absent in-process. */
  redisReady?: () => Record<string, boolean>;
  close(): Promise<void>;
}

export const channels = {
  notifications: (userId: string, role: string) => `notifications:${userId}:${role}`,
  /** A user's sessions ended (logout, password change or reset, deletion): payload `{ userId }`. */
  sessionsEnded: 'sessions:ended',
};

export async function createPubSub(redisUrl: string | undefined, logger: Logger): Promise<PubSub> {
  const recovery = recoveryFeed();
  if (!redisUrl) {
    const ps = new MemoryPubSub();
    return {
      publish: (channel, payload) => ps.publish(channel, payload as never),
      subscribe: <T>(channel: string) => ps.asyncIterableIterator<T>(channel),
      listen: async <T>(channel: string, onMessage: (payload: T) => void) => {
        const id = await ps.subscribe(channel, onMessage);
        return () => ps.unsubscribe(id);
      },
      recoveries: recovery.iterator,
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
  quietUnsubscribe(subscriber);
  // Without an offline queue, publishes before the first connection would fail: wait for it, briefly. The
  // subscriber too: a SUBSCRIBE sent before its ready check (INFO) puts the connection in subscriber mode,
  // the check fails and ioredis drops and redials it, losing what was published meanwhile.
  await Promise.all([ready(publisher, 2_000), ready(subscriber, 2_000)]);
  watchRecoveries(subscriber, recovery.notify, logger);
  const ps = new RedisPubSub({ publisher, subscriber });
  return {
    publish: (channel, payload) => ps.publish(channel, payload),
    subscribe: <T>(channel: string) => ps.asyncIterableIterator(channel) as AsyncIterableIterator<T>,
    // On the subscriber itself, not through RedisPubSub: its SUBSCRIBE bookkeeping leaves a promise to reject
    // unhandled when the client closes while Redis is away. Awaited briefly only: while Redis is down SUBSCRIBE
    // waits for the reconnect (ioredis resubscribes then), and the gateway must start and serve meanwhile.
    listen: async <T>(channel: string, onMessage: (payload: T) => void) => {
      const onChannel = (from: string, message: string) => {
        if (from !== channel) return;
        try {
          onMessage(JSON.parse(message) as T);
        } catch (err) {
          logger.warn({ err: String(err), channel }, 'bad pubsub message');
        }
      };
      subscriber.on('message', onChannel);
      const subscribed = subscriber.subscribe(channel).catch((err: unknown) => {
        logger.warn({ err: String(err), channel }, 'redis subscribe failed');
      });
      await Promise.race([subscribed, new Promise((r) => setTimeout(r, 2_000).unref())]);
      return () => {
        subscriber.off('message', onChannel);
        subscriber.unsubscribe(channel).catch(() => {});
      };
    },
    recoveries: recovery.iterator,
    redisReady: () => ({
      publisher: publisher.status === 'ready',
      subscriber: subscriber.status === 'ready',
    }),
    close: async () => {
      await Promise.all([publisher, subscriber].map(closeClient));
    },
  };
}

export const PUBLISH_TIMEOUT_MS = 1_000;

/** The recoveries of this process's link, fanned out in-process to every subscription that asks. */
function recoveryFeed() {
  const emitter = new EventEmitter();
  // One listener per live subscription: thousands of sockets are expected, none of them a leak.
  emitter.setMaxListeners(0);
  const feed = new MemoryPubSub({ eventEmitter: emitter });
  return {
    notify: () => void feed.publish(RECOVERED, new Date()),
    iterator: () => feed.asyncIterableIterator<Date>(RECOVERED),
  };
}
const RECOVERED = 'link:recovered';

/**
 * Pub/sub keeps nothing for a subscriber that is away: every message published while the subscriber's
 * connection was down (or before it first came up) is gone. On each 'ready' after that, ioredis has already
 * sent SUBSCRIBE again for every channel; a PING is answered after those, so once it is, messages reach this
 * process again and whoever fetches the state from then on misses nothing.
 */
function watchRecoveries(subscriber: RedisClient, notify: () => void, logger: Logger) {
  let lost = subscriber.status !== 'ready';
  subscriber.on('close', () => (lost = true));
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    subscriber.ping().then(
      () => {
        logger.info('redis subscriber back: live subscribers told to resync');
        notify();
      },
      // Rejected only when the client is closed (shutdown): nobody is left to tell.
      () => {},
    );
  });
}

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

/**
 * graphql-redis-subscriptions drops the promises of the UNSUBSCRIBE commands it sends when a subscription
 * ends; while Redis is away they wait in the queue and reject when the client closes, an unhandled rejection
 * that would take the process down. Nothing is left to do for a channel once Redis is gone, so they are
 * settled quietly.
 */
function quietUnsubscribe(client: RedisClient) {
  const loose = client as unknown as Record<
    'unsubscribe' | 'punsubscribe',
    (...a: unknown[]) => Promise<unknown>
  >;
  for (const name of ['unsubscribe', 'punsubscribe'] as const) {
    const command = loose[name].bind(client);
    loose[name] = (...args) => {
      const pending = command(...args);
      pending.catch(() => {});
      return pending;
    };
  }
}
