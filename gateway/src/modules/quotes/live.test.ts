import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { CREATE, input, scenario } from '../../test/quotes.js';
import { redisOrSkipReason, TEST_REDIS_URL as REDIS_URL } from '../../test/redis.js';

const redis = await redisOrSkipReason('quotes/live.test');
const SUB = `subscription ($role: SessionRole!) { notificationAdded(role: $role) { id type quoteRequestId metadata { location { name } quoteRequest { status } } } }`;

let a: TestGateway;
let b: TestGateway;
beforeAll(async () => {
  if (!redis) return;
  // Two processes sharing Redis: the guest writes through one, the host listens on the other.
  a = await startTestGateway({ REDIS_URL });
  b = await startTestGateway({ REDIS_URL });
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
});

describe.skipIf(!redis)('live quote events across gateways (needs Redis)', () => {
  it('delivers the new request to the host and the status change to the guest', async () => {
    const sc = await scenario(a);
    const listen = (token: string, role: string) => {
      const client = createClient({
        url: b.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
      });
      const connected = new Promise<void>((r) => client.on('connected', () => setTimeout(r, 150)));
      const event = new Promise<Record<string, unknown>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event')), 5000);
        client.subscribe(
          { query: SUB, variables: { role } },
          {
            next: (v) => {
              clearTimeout(timer);
              resolve(v.data as Record<string, unknown>);
            },
            error: reject,
            complete: () => {},
          },
        );
      });
      return { client, connected, event };
    };
    const host = listen(sc.hostToken, 'HOST');
    const guest = listen(sc.guestToken, 'GUEST');
    await Promise.all([host.connected, guest.connected]);
    try {
      const started = Date.now();
      const res = await a.gql<{ createQuoteRequest: { id: string } }>(
        CREATE,
        { input: input(sc) },
        { token: sc.guestToken },
      );
      const id = res.data!.createQuoteRequest.id;
      expect(await host.event).toMatchObject({
        notificationAdded: {
          type: 'NEW_QUOTE_REQUEST',
          quoteRequestId: id,
          metadata: { location: { name: sc.location.name } },
        },
      });
      expect(Date.now() - started).toBeLessThan(1000);
      await a.gql(
        `mutation ($id: ID!) { setQuoteRequestStatus(id: $id, status: CONFIRMED) { id } }`,
        { id },
        { token: sc.hostToken },
      );
      expect(await guest.event).toMatchObject({
        notificationAdded: {
          type: 'QUOTE_REQUEST_UPDATED',
          quoteRequestId: id,
          metadata: { quoteRequest: { status: 'CONFIRMED' } },
        },
      });
    } finally {
      await host.client.dispose();
      await guest.client.dispose();
    }
  });
});
