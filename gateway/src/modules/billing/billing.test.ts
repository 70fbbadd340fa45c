import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { locations } from '../../db/schema/index.js';
import {
  catalogue,
  CREATE_LOCATION,
  locationInput,
  newHost,
  type CreatedLocation,
} from '../../test/locations.js';
import { startSubscriptionOnApproval } from './service.js';
import {
  CHECKOUT,
  GOOD_CARD,
  hostWithLocation,
  isPublic,
  onGateway,
  payCheckout,
  PORTAL,
  standInOf,
  SUBSCRIPTION,
  subscriptionOf,
} from './testing.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.stop();
});

const DAY = 86_400_000;
const depsOf = () => ({
  db: gw.database.db,
  config: gw.config,
  logger: pino({ level: 'silent' }),
  billing: gw.app.billing,
});

describe('plans', () => {
  it('come from the provider by lookup key, the yearly one first', async () => {
    const res = await gw.gql<{ subscriptionPlans: { id: string; type: string; amount: number }[] }>(
      '{ subscriptionPlans { id type amount currency } }',
    );
    expect(res.data!.subscriptionPlans).toEqual([
      { id: 'price_demo_year', type: 'year', amount: 29000, currency: 'eur' },
      { id: 'price_demo_month', type: 'month', amount: 2900, currency: 'eur' },
    ]);
  });
});

describe('only the owner reaches a location’s billing', () => {
  it('answers NOT_FOUND to another host and UNAUTHENTICATED to a visitor, on every procedure', async () => {
    const { location } = await hostWithLocation(gw);
    const stranger = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');
    const ops: [string, Record<string, unknown>][] = [
      [SUBSCRIPTION, { id: location.id }],
      ['query ($id: ID) { earlyAdopterInfo(locationId: $id) { isEarlyAdopter } }', { id: location.id }],
      [CHECKOUT, { id: location.id, price: 'price_demo_year' }],
      [PORTAL, { id: location.id }],
    ];
    for (const [op, vars] of ops) {
      const foreign = await gw.gql(op, vars, { token: stranger });
      expect(foreign.errors?.[0]?.extensions?.code, op).toBe('NOT_FOUND');
      const anonymous = await gw.gql(op, vars);
      expect(anonymous.errors?.[0]?.extensions?.code, op).toBe('UNAUTHENTICATED');
    }
  });
});

describe('an approved location subscribes through Checkout', () => {
  it('pays the yearly plan, turns ACTIVE and public, with renewal date and card; e-invoicing data on the customer', async () => {
    const { location, token } = await hostWithLocation(gw);
    expect(await isPublic(gw, location.id)).toBe(false);
    const paid = await payCheckout(gw, location.id, token);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(
      `https://festalocation.test/dashboard/subscription?status=success&location=${location.id}`,
    );
    const sub = await subscriptionOf(gw, location.id, token);
    expect(sub.location.subscriptionStatus).toBe('ACTIVE');
    expect(sub.location.canEdit).toBe(true);
    expect(sub.hasProviderSubscription).toBe(true);
    expect(sub.plan?.type).toBe('year');
    expect(sub.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    const renewal = new Date(sub.renewalDate!).getTime();
    expect(Math.abs(renewal - (Date.now() + 365 * DAY))).toBeLessThan(2 * DAY);
    expect(await isPublic(gw, location.id)).toBe(true);

    const [row] = await gw.database.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row!.publishedAt).not.toBeNull();
    const customerId = (await gw.database.db.query.locationSubscriptions.findFirst({
      where: (t, { eq: is }) => is(t.locationId, location.id),
    }))!.stripeCustomerId!;
    const stripe = gw.app.billing.stripe!;
    const taxIds = await stripe.customers.listTaxIds(customerId);
    expect(taxIds.data.map((t) => [t.type, t.value])).toEqual([['eu_vat', 'IT00743110157']]);
    const customer = await stripe.customers.retrieve(customerId);
    expect(customer.deleted).toBeFalsy();
    expect(!customer.deleted && customer.invoice_settings.custom_fields).toEqual([
      { name: 'Codice SDI', value: 'M5UXCR1' },
      { name: 'PEC', value: 'villa@pec.it' },
    ]);
    // Paying again is refused: the subscription is live.
    const again = await gw.gql(CHECKOUT, { id: location.id, price: 'price_demo_year' }, { token });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('refuses an unknown plan with the field named', async () => {
    const { location, token } = await hostWithLocation(gw);
    const res = await gw.gql(CHECKOUT, { id: location.id, price: 'price_nope' }, { token });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'priceId' });
  });

  it('refuses a location the platform rejected', async () => {
    const { location, token } = await hostWithLocation(gw, { approvalStatus: 'REJECTED' });
    const res = await gw.gql(CHECKOUT, { id: location.id, price: 'price_demo_year' }, { token });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('never charges a FREE_FOREVER location', async () => {
    const { location, token } = await hostWithLocation(gw, { subscriptionType: 'FREE_FOREVER' });
    const res = await gw.gql(CHECKOUT, { id: location.id, price: 'price_demo_year' }, { token });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('a declined card leaves everything as it was', async () => {
    const { location, token } = await hostWithLocation(gw);
    const paid = await payCheckout(gw, location.id, token, 'price_demo_year', {
      ...GOOD_CARD,
      number: '4000 0000 0000 0002',
    });
    expect(paid.status).toBe(400);
    expect(paid.html).toContain('La carta è stata rifiutata.');
    expect((await subscriptionOf(gw, location.id, token)).location.subscriptionStatus).toBe('INACTIVE');
  });
});

describe('a location in approval saves a card; its subscription starts on approval', () => {
  it('setup mode, then approval starts the chosen plan on that card', async () => {
    const { location, token } = await hostWithLocation(gw, { approvalStatus: 'PENDING' });
    const saved = await payCheckout(gw, location.id, token, 'price_demo_month');
    expect(saved.location).toContain('/dashboard/subscription?status=setup');
    let sub = await subscriptionOf(gw, location.id, token);
    expect(sub.location.subscriptionStatus).toBe('INACTIVE');
    expect(sub.hasInsertedTemporaryPaymentMethod).toBe(true);
    expect(sub.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    expect(sub.hasProviderSubscription).toBe(false);

    await gw.database.db
      .update(locations)
      .set({ approvalStatus: 'APPROVED' })
      .where(eq(locations.id, location.id));
    const [approved] = await gw.database.db.select().from(locations).where(eq(locations.id, location.id));
    const id = await startSubscriptionOnApproval(depsOf(), approved!);
    expect(id).toMatch(/^sub_/);
    // Repeating it (a retried approval) starts nothing new.
    await standInOf(gw).settle();
    sub = await subscriptionOf(gw, location.id, token);
    expect(sub.location.subscriptionStatus).toBe('ACTIVE');
    expect(sub.plan?.type).toBe('month');
    expect(sub.hasInsertedTemporaryPaymentMethod).toBe(false);
    expect(await isPublic(gw, location.id)).toBe(true);
  });

  it('an early adopter is free until the end date: a trial on the provider', async () => {
    const end = new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10);
    const { location, token } = await hostWithLocation(gw, {
      subscriptionType: 'REDUCED_PRICE',
      earlyAdopterEndDate: end,
    });
    const info = await gw.gql<{ earlyAdopterInfo: { isEarlyAdopter: boolean; endDate: string } }>(
      'query ($id: ID) { earlyAdopterInfo(locationId: $id) { isEarlyAdopter endDate } }',
      { id: location.id },
      { token },
    );
    expect(info.data!.earlyAdopterInfo).toEqual({ isEarlyAdopter: true, endDate: end });
    await payCheckout(gw, location.id, token);
    const sub = await subscriptionOf(gw, location.id, token);
    expect(sub.location.subscriptionStatus).toBe('ACTIVE');
    // The free period ends at midnight in Italy after the end date.
    expect(new Date(sub.trialEnd!).getTime()).toBeGreaterThan(new Date(`${end}T20:00:00Z`).getTime());
    expect(new Date(sub.trialEnd!).getTime()).toBeLessThan(new Date(`${end}T23:30:00Z`).getTime());
  });
});

describe('the Billing Portal', () => {
  it('needs a subscription at the provider', async () => {
    const { location, token } = await hostWithLocation(gw);
    const res = await gw.gql(PORTAL, { id: location.id }, { token });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('cancels at the yearly expiry (30 days notice), even on the monthly plan', async () => {
    const { location, token } = await hostWithLocation(gw);
    await payCheckout(gw, location.id, token, 'price_demo_month');
    const res = await gw.gql<{ createBillingPortalSession: { url: string } }>(
      PORTAL,
      { id: location.id },
      { token },
    );
    const portal = onGateway(gw, res.data!.createBillingPortalSession.url);
    const page = await (await fetch(portal)).text();
    const subscriptionId = /name="subscription" value="([^"]+)"/.exec(page)![1]!;
    const cancelled = await fetch(`${portal}/cancel`, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscriptionId }),
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    // The terms move the end from the month's end to the first anniversary; that comes back as an event.
    await expect
      .poll(async () => {
        await standInOf(gw).settle();
        return (await subscriptionOf(gw, location.id, token)).cancelAt;
      })
      .not.toBeNull();
    await expect
      .poll(async () => {
        await standInOf(gw).settle();
        const at = (await subscriptionOf(gw, location.id, token)).cancelAt;
        return at ? Math.round((new Date(at).getTime() - Date.now()) / DAY) : null;
      })
      .toBeGreaterThanOrEqual(364);
    const sub = await subscriptionOf(gw, location.id, token);
    expect(sub.location.subscriptionStatus).toBe('ACTIVE');
    expect(standInOf(gw).subscription(subscriptionId)!.cancel_at).toBe(
      Math.floor(new Date(sub.cancelAt!).getTime() / 1000),
    );
  });
});

describe('the early-adopter programme', () => {
  it('while open, new locations join it: REDUCED_PRICE, free until its last day', async () => {
    const programme = await startTestGateway({ EARLY_ADOPTER_UNTIL: '2099-06-30' });
    try {
      const open = await programme.gql<{ earlyAdopterInfo: { isEarlyAdopter: boolean; endDate: string } }>(
        '{ earlyAdopterInfo { isEarlyAdopter endDate } }',
      );
      expect(open.data!.earlyAdopterInfo).toEqual({ isEarlyAdopter: true, endDate: '2099-06-30' });
      const { token } = await newHost(programme);
      const created = await programme.gql<CreatedLocation & { createLocation: { subscriptionType: string } }>(
        CREATE_LOCATION,
        { i: locationInput(await catalogue(programme)) },
        { token },
      );
      expect(created.data!.createLocation.subscriptionType).toBe('REDUCED_PRICE');
    } finally {
      await programme.stop();
    }
    // Without a programme configured, nothing is on offer.
    const closed = await gw.gql<{ earlyAdopterInfo: { isEarlyAdopter: boolean } }>(
      '{ earlyAdopterInfo { isEarlyAdopter endDate } }',
    );
    expect(closed.data!.earlyAdopterInfo).toEqual({ isEarlyAdopter: false, endDate: null });
  });
});
