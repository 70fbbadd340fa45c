import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { locations, locationSubscriptions } from '../../db/schema/index.js';
import { catalogue, CREATE_LOCATION, locationInput, newHost, type Catalogue } from '../../test/locations.js';
import { adminOf, withChangeRequest } from '../admin/testing.js';
import { loadConfig } from '../../config.js';
import { syncCustomer } from './customers.js';
import { hostWithLocation, payCheckout, standInOf, subscriptionOf } from './testing.js';

let gw: TestGateway;
let cat: Catalogue;
beforeAll(async () => {
  gw = await startTestGateway();
  cat = await catalogue(gw);
});
afterAll(async () => {
  await gw.stop();
});

const DAY = 86_400_000;
const stripe = () => gw.app.billing.stripe!;
const deps = () => ({
  db: gw.database.db,
  config: gw.config,
  logger: pino({ level: 'silent' }),
  billing: gw.app.billing,
});

async function providerIds(locationId: string) {
  const [row] = await gw.database.db
    .select()
    .from(locationSubscriptions)
    .where(eq(locationSubscriptions.locationId, locationId));
  return { customer: row!.stripeCustomerId!, subscription: row!.stripeSubscriptionId };
}

const latestInvoice = async (subscription: string) =>
  (await stripe().invoices.list({ subscription })).data[0]!;

describe('the plans say what they cost: IVA, and the early adopters’ reduced price', () => {
  it('with Stripe, an early-adopter programme needs its coupon: the gateway does not start without it', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => loadConfig({ ...stripe, EARLY_ADOPTER_UNTIL: '2027-03-31' })).toThrow(
      /STRIPE_EARLY_ADOPTER_COUPON: obbligatoria con EARLY_ADOPTER_UNTIL/,
    );
    expect(
      loadConfig({ ...stripe, EARLY_ADOPTER_UNTIL: '2027-03-31', STRIPE_EARLY_ADOPTER_COUPON: 'EA30' })
        .STRIPE_EARLY_ADOPTER_COUPON,
    ).toBe('EA30');
  });

  it('lists IVA 22% included, and the annual plan’s reduced price with its discount', async () => {
    const res = await gw.gql<{ subscriptionPlans: Record<string, unknown>[] }>(
      `{ subscriptionPlans { id amount vat { percentage inclusive }
          earlyAdopterPrice { amount percentOff amountOff duration } } }`,
    );
    expect(res.data!.subscriptionPlans).toEqual([
      {
        id: 'price_demo_year',
        amount: 29000,
        vat: { percentage: 22, inclusive: true },
        earlyAdopterPrice: { amount: 20300, percentOff: 30, amountOff: null, duration: 'forever' },
      },
      {
        id: 'price_demo_month',
        amount: 2900,
        vat: { percentage: 22, inclusive: true },
        earlyAdopterPrice: null,
      },
    ]);
  });

  it('an early adopter’s free period ends on the reduced price: the first invoice carries the discount (stand-in test clock)', async () => {
    const end = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    const { location, token } = await hostWithLocation(gw, {
      subscriptionType: 'REDUCED_PRICE',
      earlyAdopterEndDate: end,
    });
    // The location's customer lives on a test clock, as one tests this against Stripe: made before its
    // first checkout, which then finds and updates it.
    const clock = await stripe().testHelpers.testClocks.create({
      frozen_time: Math.floor(Date.now() / 1000),
    });
    const onClock = await stripe().customers.create({ test_clock: clock.id });
    await gw.database.db
      .insert(locationSubscriptions)
      .values({ locationId: location.id, stripeCustomerId: onClock.id });
    await payCheckout(gw, location.id, token);
    const trial = await subscriptionOf(gw, location.id, token);
    expect(trial.location.subscriptionStatus).toBe('ACTIVE');
    const trialEnd = new Date(trial.trialEnd!).getTime();
    const { subscription } = await providerIds(location.id);

    await stripe().testHelpers.testClocks.advance(clock.id, { frozen_time: trialEnd / 1000 + 3600 });
    await expect
      .poll(async () => (await stripe().testHelpers.testClocks.retrieve(clock.id)).status)
      .toBe('ready');
    await standInOf(gw).settle();

    const invoice = await latestInvoice(subscription!);
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_cycle',
      subtotal: 29000,
      total: 20300,
      amount_paid: 20300,
    });
    expect(invoice.total_discount_amounts!.map((d) => d.amount)).toEqual([8700]);
    // IVA 22% inside 203,00 €.
    expect(invoice.total_taxes).toEqual([
      expect.objectContaining({ amount: 3661, taxable_amount: 16639, tax_behavior: 'inclusive' }),
    ]);
    // The gateway followed: still live, the free period over, renewing a year after it ended.
    const paid = await subscriptionOf(gw, location.id, token);
    expect(paid.location.subscriptionStatus).toBe('ACTIVE');
    expect(paid.trialEnd).toBeNull();
    const renewal = new Date(paid.renewalDate!).getTime();
    expect(Math.abs(renewal - (trialEnd + 365 * DAY))).toBeLessThan(2 * DAY);
  });

  it('an early adopter who subscribes after the free period pays the reduced price from the first invoice', async () => {
    const { location, token } = await hostWithLocation(gw, {
      subscriptionType: 'REDUCED_PRICE',
      earlyAdopterEndDate: new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10),
    });
    await payCheckout(gw, location.id, token);
    const sub = await subscriptionOf(gw, location.id, token);
    expect(sub.trialEnd).toBeNull();
    const invoice = await latestInvoice((await providerIds(location.id)).subscription!);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_create', subtotal: 29000, total: 20300 });
  });
});

describe('invoices name the business: legal name, registered office and IVA', () => {
  const refused = async (over: Record<string, unknown>, token: string) => {
    const res = await gw.gql(CREATE_LOCATION, { i: locationInput(cat, over) }, { token });
    const e = res.errors?.[0];
    return { code: e?.extensions?.['code'], field: e?.extensions?.['field'], message: e?.message };
  };

  it('creation asks for them; the customer and its invoices carry them, with IVA 22% included', async () => {
    const { token } = await newHost(gw);
    expect(await refused({ legalName: null }, token)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'legalName',
      message: 'La ragione sociale o il nome e cognome è obbligatorio',
    });
    expect(await refused({ legalAddress: ' ' }, token)).toMatchObject({ field: 'legalAddress' });
    expect(await refused({ legalCap: '201' }, token)).toMatchObject({
      field: 'legalCap',
      message: 'Il CAP deve essere composto da 5 cifre',
    });
    // A postal code of Rome for an office in Milan.
    expect(await refused({ legalCap: '00118' }, token)).toMatchObject({
      field: 'legalCap',
      message: 'Il CAP non appartiene al comune della sede legale',
    });

    const created = await gw.gql<{ createLocation: { id: string } }>(
      CREATE_LOCATION,
      { i: locationInput(cat, { legalName: 'Villa Nuova S.r.l.', legalAddress: 'Corso Buenos Aires 10' }) },
      { token },
    );
    const id = created.data!.createLocation.id;
    const [row] = await gw.database.db.select().from(locations).where(eq(locations.id, id));
    expect(row).toMatchObject({
      legalName: 'Villa Nuova S.r.l.',
      legalAddress: 'Corso Buenos Aires 10',
      legalCity: 'Milano',
      legalProvince: 'MI',
      legalCap: cat.milano.caps[1],
    });
    await gw.database.db.update(locations).set({ approvalStatus: 'APPROVED' }).where(eq(locations.id, id));
    await payCheckout(gw, id, token);

    const ids = await providerIds(id);
    const customer = (await stripe().customers.retrieve(ids.customer)) as Stripe.Customer;
    expect(customer.name).toBe('Villa Nuova S.r.l.');
    expect(customer.address).toEqual({
      line1: 'Corso Buenos Aires 10',
      line2: null,
      city: 'Milano',
      postal_code: cat.milano.caps[1],
      state: 'MI',
      country: 'IT',
    });
    const invoice = await latestInvoice(ids.subscription!);
    expect(invoice).toMatchObject({
      total: 29000,
      customer_name: 'Villa Nuova S.r.l.',
      customer_address: { city: 'Milano', country: 'IT' },
      customer_tax_ids: [{ type: 'eu_vat', value: 'IT00743110157' }],
    });
    // 290,00 € with IVA 22% inside: 237,70 € taxable, 52,30 € of IVA.
    expect(invoice.total_taxes).toEqual([
      expect.objectContaining({ amount: 5230, taxable_amount: 23770, tax_behavior: 'inclusive' }),
    ]);
  });

  it('a change of them waits for approval, then reaches the provider’s customer', async () => {
    const { location, requestId } = await withChangeRequest(gw, cat, {
      legalName: 'Ristoro Nuovo S.n.c.',
      legalAddress: 'Piazza Duomo 1',
    });
    const customerId = await syncCustomer(deps(), location);
    // Asked for, not applied: the provider still has the live data.
    expect(((await stripe().customers.retrieve(customerId)) as Stripe.Customer).name).toBe(
      'Villa Nuova S.r.l.',
    );
    const { token } = await adminOf(gw);
    const approved = await gw.gql(
      'mutation ($id: ID!) { approveChangeRequest(id: $id) { id } }',
      { id: requestId },
      { token },
    );
    expect(approved.errors).toBeUndefined();
    await gw.app.cancellations.drain();
    const customer = (await stripe().customers.retrieve(customerId)) as Stripe.Customer;
    expect(customer.name).toBe('Ristoro Nuovo S.n.c.');
    expect(customer.address).toMatchObject({ line1: 'Piazza Duomo 1', state: 'MI', country: 'IT' });
  });
});
