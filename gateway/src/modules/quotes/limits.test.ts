import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { quoteRequests } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { uid } from '../../test/factories.js';
import { CREATE, input, scenario } from '../../test/quotes.js';

// A guest who sends the same location request after request floods its host with e-mails and pushes: the
// product's limits are 3 requests per guest and location a day, and 10 per guest an hour.
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

type Created = { createQuoteRequest: { id: string; number: number } };
const create = (token: string, vars: Record<string, unknown>) =>
  gw.gql<Created>(CREATE, { input: vars }, { token });
const extensionsOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  res.errors?.[0]?.extensions;

describe('quote request floods', () => {
  it('refuses a guest’s 4th request to one location within a day, even in a burst, with the wait', async () => {
    const sc = await scenario(gw);
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        create(sc.guestToken, input(sc, { idempotencyKey: `k-${uid()}-${i}` })),
      ),
    );
    const sent = burst.filter((r) => r.data?.createQuoteRequest);
    expect(sent).toHaveLength(3);
    const refused = burst.filter((r) => extensionsOf(r)?.code === 'RATE_LIMITED');
    expect(refused).toHaveLength(2);
    const wait = extensionsOf(refused[0]!)!.retryAfterSeconds as number;
    // A day after the first of the three.
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect(refused[0]!.errors![0]!.message).toBe(
      "Hai già inviato 3 richieste di preventivo a questa location nelle ultime 24 ore. Potrai inviarne un'altra tra 24 ore.",
    );
    const rows = await gw.database.db
      .select()
      .from(quoteRequests)
      .where(and(eq(quoteRequests.locationId, sc.location.id), eq(quoteRequests.userId, sc.guest.id)));
    expect(rows).toHaveLength(3);

    // A retried submission of a request already sent is still answered with it, not refused.
    const key = rows[0]!.idempotencyKey!;
    const retry = await create(sc.guestToken, input(sc, { idempotencyKey: key }));
    expect(retry.data?.createQuoteRequest.id).toBe(rows[0]!.id);

    // Once the oldest is a day old, one more may go.
    await gw.database.db
      .update(quoteRequests)
      .set({ createdAt: sql`now() - interval '1 day 1 minute'` })
      .where(eq(quoteRequests.id, rows[0]!.id));
    expect((await create(sc.guestToken, input(sc))).errors).toBeUndefined();
  });

  it('refuses a guest’s 11th request within an hour, whichever the locations', async () => {
    const places = await Promise.all(Array.from({ length: 4 }, () => scenario(gw)));
    const guest = places[0]!.guestToken;
    for (let i = 0; i < 10; i++) {
      const res = await create(guest, input(places[i % 4]!));
      expect(res.errors).toBeUndefined();
    }
    const eleventh = await create(guest, input(places[2]!));
    expect(extensionsOf(eleventh)?.code).toBe('RATE_LIMITED');
    const wait = extensionsOf(eleventh)!.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(eleventh.errors![0]!.message).toBe(
      "Hai inviato 10 richieste di preventivo nell'ultima ora. Potrai inviarne un'altra tra 60 minuti.",
    );
    // Another guest is not affected.
    expect((await create(places[1]!.guestToken, input(places[2]!))).errors).toBeUndefined();
  });
});
