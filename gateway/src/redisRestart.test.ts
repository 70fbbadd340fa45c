import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from './test/factories.js';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { CREATE, inDays, input, scenario, type Scenario } from './test/quotes.js';
import { canRunRedisServer, createRedisServer, type RedisServer } from './test/redisServer.js';
import { liveClient, notificationFeed, pushNotification, untilLive, type LiveClient } from './test/ws.js';

// A fault test: a Redis of its own is killed during a live session and started again. Notifications
// published meanwhile are lost for good (pub/sub keeps nothing), so the gateway must tell its sockets to
// fetch the live state again once its link is back, and that state must hold what happened meanwhile.
const available = canRunRedisServer();
if (!available && process.env.CI === 'true') throw new Error('redis-server is required under CI');
if (!available) console.warn('[redisRestart.test] SKIPPED: redis-server not found on the PATH');

const STATE = `query ($locationId: ID!) {
  viewer { hasUnreadNotifications(role: HOST) }
  hostNewQuoteRequests(locationId: $locationId) { count items { id } }
}`;

let redis: RedisServer;
let gw: TestGateway;
let host: LiveClient | undefined;

describe.skipIf(!available)('Redis killed and started again under a live session', () => {
  beforeAll(async () => {
    redis = await createRedisServer();
    gw = await startTestGateway({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await host?.dispose();
    await gw?.stop();
    await redis?.destroy();
  });

  /** A request for the host's location from a guest of its own (writes of one guest may be limited). */
  async function request(sc: Scenario, days: number) {
    const guest = await buildUser(gw.database.db, { fullName: 'Luca Ospite' });
    const res = await gw.gql<{ createQuoteRequest: { id: string } }>(
      CREATE,
      { input: input(sc, { date: inDays(days) }) },
      { token: await tokenFor(gw, guest, 'GUEST') },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createQuoteRequest.id;
  }

  it("signals the host's socket to resync, whose refetch shows the requests made while Redis was away", async () => {
    const sc = await scenario(gw);
    host = liveClient(gw.url, { token: sc.hostToken });
    const feed = notificationFeed(host, 'HOST');
    const resyncs: string[] = [];
    let resyncFailed: unknown = null;
    host.client.subscribe<{ liveResync: string }>(
      { query: 'subscription { liveResync }' },
      {
        next: (r) => (r.data ? resyncs.push(r.data.liveResync) : (resyncFailed = r.errors)),
        error: (e) => (resyncFailed = e),
        complete: () => {},
      },
    );
    await untilLive(feed, () => pushNotification(gw.pubsub, sc.host.id, 'HOST'));

    await redis.kill();
    const during = [await request(sc, 40), await request(sc, 41)];
    await redis.start();

    const deadline = Date.now() + 10_000;
    while (resyncs.length === 0 && resyncFailed === null && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(resyncFailed).toBeNull();
    expect(resyncs).toHaveLength(1);
    expect(Date.parse(resyncs[0]!)).not.toBeNaN();
    // What the client then fetches again: the unread dot and the new requests, those of the outage included.
    const state = await gw.gql<{
      viewer: { hasUnreadNotifications: boolean };
      hostNewQuoteRequests: { count: number; items: { id: string }[] };
    }>(STATE, { locationId: sc.location.id }, { token: sc.hostToken });
    expect(state.data?.viewer.hasUnreadNotifications).toBe(true);
    expect(state.data?.hostNewQuoteRequests.items.map((r) => r.id)).toEqual(expect.arrayContaining(during));
    // And the requests after the outage are live again (ioredis subscribed the channels again).
    await untilLive(feed, () => request(sc, 42));
  }, 30_000);
});
