import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { insertNotification, publishNotification } from './service.js';
import { redisOrSkipReason, TEST_REDIS_URL as REDIS_URL } from '../../test/redis.js';

const SUB = `subscription ($role: SessionRole!) { notificationAdded(role: $role) { id type role isRead metadata { location { name } } } }`;
const redis = await redisOrSkipReason('notifications.test: the cross-process case');

function wsClient(url: string, token?: string): Client {
  return createClient({
    url: url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
}

/** Subscribes and resolves with the first event (or rejects on error / timeout). */
function firstEvent<T>(
  client: Client,
  role: string,
  // Generous: on a loaded 2-core machine the hop through Redis to another process can take seconds.
  timeoutMs = 15_000,
): { ready: Promise<void>; event: Promise<T> } {
  let markReady: () => void = () => {};
  const ready = new Promise<void>((r) => (markReady = r));
  const event = new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no event')), timeoutMs);
    const iterator = client.iterate<T>({ query: SUB, variables: { role } });
    // The subscription is live once the server acknowledged the connection and the first pull is pending.
    client.on('connected', () => setTimeout(markReady, 100));
    void (async () => {
      try {
        for await (const result of iterator) {
          clearTimeout(timer);
          if (result.errors) reject(new Error(String(result.errors[0]?.message)));
          else resolve(result.data as T);
          return;
        }
      } catch (err) {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(JSON.stringify(err)));
      }
    })();
  });
  return { ready, event };
}

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

async function notify(target: TestGateway, userId: string, role: 'HOST' | 'GUEST') {
  const row = await insertNotification(target.database.db, {
    userId,
    role,
    type: 'NEW_QUOTE_REQUEST',
    metadata: { location: { name: 'Villa Live', city: 'Roma', slug: 'villa-live', logoUrl: null } },
  });
  await publishNotification(target.pubsub, row);
  return row;
}

describe('notificationAdded', () => {
  it('delivers the viewer’s own events for the session role, and nobody else’s', async () => {
    const host = await buildUser(gw.database.db);
    const other = await buildUser(gw.database.db);
    const mine = wsClient(gw.url, await tokenFor(gw, host, 'HOST'));
    const theirs = wsClient(gw.url, await tokenFor(gw, other, 'HOST'));
    try {
      const a = firstEvent<{ notificationAdded: { id: string; role: string } }>(mine, 'HOST');
      const b = firstEvent(theirs, 'HOST', 1500);
      await Promise.all([a.ready, b.ready]);
      await notify(gw, host.id, 'GUEST'); // other role: must not arrive on the HOST feed
      const row = await notify(gw, host.id, 'HOST');
      const got = await a.event;
      expect(got.notificationAdded).toMatchObject({ id: row.id, role: 'HOST' });
      await expect(b.event).rejects.toThrow('no event');
    } finally {
      await mine.dispose();
      await theirs.dispose();
    }
  });

  it('refuses a connection without a session', async () => {
    const anon = wsClient(gw.url);
    try {
      const { event } = firstEvent(anon, 'HOST', 3000);
      await expect(event).rejects.toBeTruthy();
    } finally {
      await anon.dispose();
    }
  });

  it.skipIf(!redis)('reaches a subscriber on another gateway process through Redis', async () => {
    const a = await startTestGateway({ REDIS_URL });
    const b = await startTestGateway({ REDIS_URL });
    const host = await buildUser(a.database.db);
    const client = wsClient(a.url, await tokenFor(a, host, 'HOST'));
    try {
      const sub = firstEvent<{ notificationAdded: { id: string } }>(client, 'HOST');
      await sub.ready;
      // Published by the other process only: the event can arrive on `a` through Redis alone.
      const row = {
        id: '00000000-0000-4000-8000-000000000001',
        userId: host.id,
        role: 'HOST',
        type: 'NEW_QUOTE_REQUEST',
        isRead: false,
        locationId: null,
        quoteRequestId: null,
        metadata: {},
        createdAt: new Date(),
      };
      await publishNotification(b.pubsub, row);
      expect((await sub.event).notificationAdded.id).toBe(row.id);
    } finally {
      await client.dispose();
      await a.stop();
      await b.stop();
    }
  });
});
