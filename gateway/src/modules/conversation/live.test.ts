import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { redisOrSkipReason, TEST_REDIS_URL as REDIS_URL } from '../../test/redis.js';
import { conversation, listen, send, socket, until } from './testing.js';

const redis = await redisOrSkipReason('conversation/live.test');

let a: TestGateway;
let b: TestGateway;
beforeAll(async () => {
  if (!redis) return;
  // Two processes sharing Redis: the host writes through one, the guest listens on the other.
  a = await startTestGateway({ REDIS_URL });
  b = await startTestGateway({ REDIS_URL });
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
});

describe.skipIf(!redis)('conversation events across gateways (needs Redis)', () => {
  it('delivers a message written on one gateway to a subscriber on the other within a second', async () => {
    const c = await conversation(a);
    const client = socket(b, c.guestToken);
    try {
      const g = listen(client, c.requestId);
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      await send(a, c.hostToken, c.requestId, { body: 'Da un altro processo' });
      await until(() => g.events.length > 0);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(g.events[0]).toMatchObject({ body: 'Da un altro processo', mine: false, authorSide: 'HOST' });
    } finally {
      await client.dispose();
    }
  });
});
