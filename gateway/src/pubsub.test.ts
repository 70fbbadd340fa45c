import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, quoteRequests } from './db/schema/index.js';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { freePort } from './test/cluster.js';
import { CREATE, input, scenario } from './test/quotes.js';

// Live fan-out is best effort (the feed row and the outbox are the truth): a Redis that is down, or that
// accepts connections and never answers, must not hold a write that notifies, nor the shutdown.
const gateways: TestGateway[] = [];
const sockets: net.Socket[] = [];
// Accepts and then says nothing, like a Redis behind a dead network path.
const blackHole = net.createServer((s) => sockets.push(s));
afterAll(async () => {
  for (const s of sockets) s.destroy();
  blackHole.close();
});

async function timedCreate(gw: TestGateway) {
  const sc = await scenario(gw);
  const started = Date.now();
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sc.guestToken}` },
    body: JSON.stringify({ query: CREATE, variables: { input: input(sc) } }),
    signal: AbortSignal.timeout(8_000),
  }).catch((err: unknown) => ({ error: err }) as const);
  const ms = Date.now() - started;
  return { sc, ms, res };
}

describe.each([
  ['down (nothing listens on its port)', async () => `redis://127.0.0.1:${await freePort()}`],
  [
    'unresponsive (accepts, never answers)',
    async () => {
      await new Promise<void>((r) => blackHole.listen(0, '127.0.0.1', r));
      return `redis://127.0.0.1:${(blackHole.address() as net.AddressInfo).port}`;
    },
  ],
])('with Redis %s', (_name, redisUrl) => {
  it('a write that notifies answers at once and commits; the gateway stops promptly', async () => {
    const started = Date.now();
    const gw = await startTestGateway({ REDIS_URL: await redisUrl() });
    gateways.push(gw);
    expect(Date.now() - started).toBeLessThan(5_000);
    const { sc, ms, res } = await timedCreate(gw);
    expect('error' in res ? String(res.error) : res.status).toBe(200);
    expect(ms).toBeLessThan(2_000);
    const body = (await (res as Response).json()) as { data: { createQuoteRequest: { id: string } } };
    const id = body.data.createQuoteRequest.id;
    const [row] = await gw.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row).toBeDefined();
    const feed = await gw.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sc.host.id));
    expect(feed).toHaveLength(1);

    const stopping = Date.now();
    await gw.stop();
    expect(Date.now() - stopping).toBeLessThan(3_000);
  }, 20_000);
});
