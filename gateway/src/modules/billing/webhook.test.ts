import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { captureLogs } from '../../test/logs.js';
import { notifications, processedWebhookEvents } from '../../db/schema/index.js';
import { hostWithLocation, isPublic, payCheckout, standInOf, subscriptionOf } from './testing.js';

let gw: TestGateway;
const logs = captureLogs();
// Event ids of this run: recorded ids stay in the shared database, and a rerun must not find them.
const run = Math.random().toString(36).slice(2, 8);
beforeAll(async () => {
  gw = await startTestGateway({}, { logger: logs.logger });
});
afterAll(async () => {
  await gw.stop();
});

const SEARCH = `query ($f: SearchFilters) { searchLocations(filters: $f, first: 50) { items { id } } }`;
async function foundInSearch(name: string, id: string): Promise<boolean> {
  const res = await gw.gql<{ searchLocations: { items: { id: string }[] } }>(SEARCH, {
    f: { name },
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.searchLocations.items.some((l) => l.id === id);
}

/** A subscription event about `subscriptionId` as Stripe would send it, `created` seconds from now. */
function subscriptionEvent(
  subscriptionId: string,
  customer: string,
  status: string,
  createdOffset: number,
  id = `evt_test_${Math.random().toString(36).slice(2)}`,
) {
  const now = Math.floor(Date.now() / 1000);
  return JSON.stringify({
    id,
    object: 'event',
    type: 'customer.subscription.updated',
    created: now + createdOffset,
    livemode: false,
    data: {
      object: {
        id: subscriptionId,
        object: 'subscription',
        customer,
        status,
        metadata: {},
        start_date: now,
        trial_end: null,
        cancel_at: null,
        cancel_at_period_end: false,
        default_payment_method: null,
        items: {
          object: 'list',
          data: [{ price: { id: 'price_demo_year' }, current_period_end: now + 86_400 }],
        },
      },
    },
  });
}

async function subscribed() {
  const ctx = await hostWithLocation(gw);
  await payCheckout(gw, ctx.location.id, ctx.token);
  const row = await gw.database.db.query.locationSubscriptions.findFirst({
    where: (t, { eq: is }) => is(t.locationId, ctx.location.id),
  });
  return { ...ctx, subscriptionId: row!.stripeSubscriptionId!, customerId: row!.stripeCustomerId! };
}

async function recorded(eventId: string) {
  return gw.database.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, eventId));
}

describe('the webhook endpoint', () => {
  it('refuses a missing or wrong signature with 400 and changes nothing', async () => {
    const { location, token, subscriptionId, customerId } = await subscribed();
    const body = subscriptionEvent(subscriptionId, customerId, 'canceled', 60, 'evt_unsigned');
    const missing = await standInOf(gw).deliverRaw(body, { omitSignature: true });
    expect(missing.status).toBe(400);
    const wrong = await standInOf(gw).deliverRaw(body, { signatureSecret: 'whsec_someone_else' });
    expect(wrong.status).toBe(400);
    expect(await recorded('evt_unsigned')).toEqual([]);
    expect((await subscriptionOf(gw, location.id, token)).location.subscriptionStatus).toBe('ACTIVE');
  });

  it('refuses a signed timestamp more than five minutes behind or ahead (the SDK tolerance), accepts one within', async () => {
    const now = Math.floor(Date.now() / 1000);
    const body = (id: string) =>
      JSON.stringify({ id, object: 'event', type: 'probe', created: now, data: { object: {} } });
    for (const offset of [600, 310, -600]) {
      const id = `evt_clock_${offset}_${run}`;
      const res = await standInOf(gw).deliverRaw(body(id), { timestamp: now + offset });
      expect(res.status, `${offset} s`).toBe(400);
      expect(await recorded(id)).toEqual([]);
    }
    for (const offset of [240, -240]) {
      const res = await standInOf(gw).deliverRaw(body(`evt_clock_ok_${offset}_${run}`), {
        timestamp: now + offset,
      });
      expect(res.status, `${offset} s`).toBe(200);
    }
  });

  it('refuses a correctly signed event it cannot read with 400, says why in the log, records nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const event = (id: string, over: Record<string, unknown>) =>
      JSON.stringify({
        id: `${id}_${run}`,
        object: 'event',
        type: 'customer.subscription.updated',
        created: now,
        ...over,
      });
    const cases: [string, string, string][] = [
      [
        'evt_bad_object',
        event('evt_bad_object', { data: { object: { id: 'sub_x', status: 'active' } } }),
        'data.object.',
      ],
      ['evt_bad_data', event('evt_bad_data', { data: null }), 'data'],
      ['evt_bad_created', event('evt_bad_created', { created: 'ieri', data: { object: {} } }), 'created'],
      [
        'evt_bad_invoice',
        event('evt_bad_invoice', {
          type: 'invoice.paid',
          data: { object: { lines: { data: [{ period: {} }] } } },
        }),
        'data.object.lines.data.0.period.end',
      ],
      ['evt_not_json', '{"id":"evt_not_json",', 'not JSON'],
    ];
    for (const [id, body, why] of cases) {
      const res = await standInOf(gw).deliverRaw(body);
      expect(res.status, id).toBe(400);
      expect(res.body, id).toContain('malformed event');
      expect(await recorded(`${id}_${run}`)).toEqual([]);
      const logged = logs.find('webhook event refused').at(-1);
      expect(String(logged?.reason), id).toContain(why);
    }
    // Nothing of the body's values reaches the log, and none of these is an error-level line.
    expect(JSON.stringify(logs.entries())).not.toContain('ieri');
    expect(logs.entries().filter((e) => Number(e.level) >= 50)).toEqual([]);
  });

  it('still answers 503 for a well-formed event while the database is away, so the provider retries', async () => {
    const away = await startTestGateway({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/festa_away' });
    try {
      const now = Math.floor(Date.now() / 1000);
      const body = JSON.stringify({
        id: 'evt_db_away',
        object: 'event',
        type: 'probe',
        created: now,
        data: { object: {} },
      });
      expect((await standInOf(away).deliverRaw(body)).status).toBe(503);
    } finally {
      await away.stop();
    }
  });

  it('applies the same event once', async () => {
    const { location, subscriptionId, customerId } = await subscribed();
    const now = Math.floor(Date.now() / 1000);
    const failed = JSON.stringify({
      id: `evt_failed_twice_${run}`,
      object: 'event',
      type: 'invoice.payment_failed',
      created: now + 120,
      data: {
        object: {
          id: 'in_x',
          object: 'invoice',
          customer: customerId,
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId, metadata: {} },
          },
          lines: { data: [{ period: { start: now, end: now + 86_400 } }] },
        },
      },
    });
    expect((await standInOf(gw).deliverRaw(failed)).status).toBe(200);
    const second = await standInOf(gw).deliverRaw(failed);
    expect(second.status).toBe(200);
    expect(second.body).toContain('duplicate');
    const feed = await gw.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.locationId, location.id), eq(notifications.type, 'SUBSCRIPTION_PAYMENT_FAILED')),
      );
    expect(feed).toHaveLength(1);
  });

  it('ignores an older subscription state arriving after a newer one', async () => {
    const { location, token, subscriptionId, customerId } = await subscribed();
    const newer = await standInOf(gw).deliverRaw(
      subscriptionEvent(subscriptionId, customerId, 'unpaid', 300),
    );
    expect(newer.status).toBe(200);
    const older = await standInOf(gw).deliverRaw(
      subscriptionEvent(subscriptionId, customerId, 'active', 200),
    );
    expect(older.status).toBe(200);
    expect(older.body).toContain('stale');
    expect((await subscriptionOf(gw, location.id, token)).location.subscriptionStatus).toBe('UNPAID');
  });

  it('acknowledges an unknown event type and ignores it', async () => {
    const body = JSON.stringify({
      id: 'evt_unknown_kind',
      object: 'event',
      type: 'radar.early_fraud_warning.created',
      created: 1,
      data: { object: {} },
    });
    const res = await standInOf(gw).deliverRaw(body);
    expect(res.status).toBe(200);
    expect(await recorded('evt_unknown_kind')).toHaveLength(1);
  });
});

describe('the subscription decides visibility', () => {
  it('a failed payment makes it PAST_DUE: out of search at once, and the host is told', async () => {
    const { location, token, subscriptionId } = await subscribed();
    expect(await foundInSearch(location.name, location.id)).toBe(true);
    await standInOf(gw).failPayment(subscriptionId);
    const sub = await subscriptionOf(gw, location.id, token);
    expect(sub.location.subscriptionStatus).toBe('PAST_DUE');
    expect(await isPublic(gw, location.id)).toBe(false);
    expect(await foundInSearch(location.name, location.id)).toBe(false);
    await gw.app.outbox.drain();
    expect(
      gw.mail.some((m) => m.subject === `Pagamento dell'abbonamento non riuscito per ${location.name}`),
    ).toBe(true);
    // Paying the open invoice brings it back.
    await standInOf(gw).renew(subscriptionId);
    expect((await subscriptionOf(gw, location.id, token)).location.subscriptionStatus).toBe('ACTIVE');
    expect(await foundInSearch(location.name, location.id)).toBe(true);
  });

  it('deleting the location cancels its subscription at the provider', async () => {
    const { location, token, subscriptionId } = await subscribed();
    const res = await gw.gql(
      'mutation ($id: ID!) { deleteLocation(id: $id) }',
      { id: location.id },
      { token },
    );
    expect(res.errors).toBeUndefined();
    await expect
      .poll(async () => {
        await gw.app.cancellations.drain();
        return standInOf(gw).subscription(subscriptionId)?.status;
      })
      .toBe('canceled');
    await standInOf(gw).settle();
    // The host deleted it: no 'subscription ended' message for that.
    const feed = await gw.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.locationId, location.id), eq(notifications.type, 'SUBSCRIPTION_ENDED')));
    expect(feed).toEqual([]);
  });
});
