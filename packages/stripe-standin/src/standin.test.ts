import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_CARD, postForm, startHarness, type Harness } from './testkit.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

/** Customer with a card saved through the hosted setup-mode checkout. */
async function customerWithCard(email: string) {
  const customer = await h.stripe.customers.create({ email });
  const session = await h.stripe.checkout.sessions.create({
    mode: 'setup',
    customer: customer.id,
    currency: 'eur',
    success_url: 'http://example.test/done?s={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://example.test/cancel',
    setup_intent_data: { metadata: { locationId: 'loc_9' } },
  });
  const response = await postForm(session.url ?? '', GOOD_CARD);
  expect(response.status).toBe(303);
  return { customer, session };
}

describe('Stripe stand-in API', () => {
  it('requires the secret key', async () => {
    const wrong = new Stripe('sk_test_wrong', {
      host: h.standIn.host,
      port: h.standIn.port,
      protocol: 'http',
    });
    await expect(wrong.customers.create({ email: 'a@b.it' })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const bare = await fetch(`http://127.0.0.1:${h.standIn.port}/v1/prices`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('creates and updates customers and their tax ids', async () => {
    const customer = await h.stripe.customers.create({
      email: 'anna@example.it',
      name: 'Anna Srl',
      metadata: { accountId: 'acc_1' },
      preferred_locales: ['it'],
      tax_id_data: [{ type: 'eu_vat', value: 'IT12345678901' }],
      invoice_settings: { custom_fields: [{ name: 'Codice SDI', value: 'ABC1234' }] },
    });
    expect(customer.id).toMatch(/^cus_[0-9A-Za-z]{10,}$/);
    expect(customer.invoice_settings.custom_fields).toEqual([{ name: 'Codice SDI', value: 'ABC1234' }]);
    const updated = await h.stripe.customers.update(customer.id, {
      name: 'Anna Due',
      metadata: { extra: 'x' },
    });
    expect(updated.name).toBe('Anna Due');
    expect(updated.metadata).toEqual({ accountId: 'acc_1', extra: 'x' });
    expect((await h.stripe.customers.retrieve(customer.id)).object).toBe('customer');

    const taxIds = await h.stripe.customers.listTaxIds(customer.id);
    expect(taxIds.data.map((t) => [t.type, t.value, t.country])).toEqual([['eu_vat', 'IT12345678901', 'IT']]);
    const added = await h.stripe.customers.createTaxId(customer.id, {
      type: 'eu_vat',
      value: 'IT98765432109',
    });
    expect(added.id).toMatch(/^txi_/);
    const deleted = await h.stripe.customers.deleteTaxId(customer.id, taxIds.data[0]?.id ?? '');
    expect(deleted).toMatchObject({ object: 'tax_id', deleted: true });
    expect((await h.stripe.customers.listTaxIds(customer.id)).data.map((t) => t.id)).toEqual([added.id]);

    await expect(h.stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
    });
  });

  it('finds prices by lookup key', async () => {
    const prices = await h.stripe.prices.list({ lookup_keys: ['pro_yearly'], active: true });
    expect(prices.data).toHaveLength(1);
    expect(prices.data[0]).toMatchObject({
      id: 'price_year',
      unit_amount: 29000,
      currency: 'eur',
      recurring: { interval: 'year', interval_count: 1 },
    });
    expect((await h.stripe.prices.retrieve('price_month')).lookup_key).toBe('pro_monthly');
  });

  it('validates checkout sessions like Stripe', async () => {
    await expect(
      h.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_nope', quantity: 1 }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });
    await expect(h.stripe.checkout.sessions.create({ mode: 'setup' })).rejects.toMatchObject({
      param: 'currency',
    });
    await expect(
      h.stripe.checkout.sessions.create({ mode: 'setup', currency: 'eur', customer: 'cus_nope' }),
    ).rejects.toMatchObject({ param: 'customer' });
  });

  it('saves a card in setup mode, then starts a trial without charging', async () => {
    const start = h.receiver.events.length;
    const { customer, session } = await customerWithCard('setup@example.it');
    const done = await h.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['setup_intent.payment_method'],
    });
    expect(done.status).toBe('complete');
    const intent = done.setup_intent as Stripe.SetupIntent;
    expect(intent).toMatchObject({ status: 'succeeded', metadata: { locationId: 'loc_9' } });
    const method = intent.payment_method as Stripe.PaymentMethod;
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    expect(h.types().slice(start)).toEqual([
      'payment_method.attached',
      'setup_intent.succeeded',
      'checkout.session.completed',
    ]);
    expect(h.standIn.customer(customer.id)?.invoice_settings.default_payment_method).toBe(method.id);

    const trialEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
    const before = h.receiver.events.length;
    const subscription = await h.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_year' }],
      trial_end: trialEnd,
      metadata: { locationId: 'loc_9' },
      discounts: [{ coupon: 'EARLY' }],
    });
    await h.standIn.settle();
    expect(subscription.status).toBe('trialing');
    expect(subscription.items.data[0]?.current_period_end).toBe(trialEnd);
    const [discount] = subscription.discounts;
    expect(discount).toMatch(/^di_/);
    expect(h.types().slice(before)).toEqual(['customer.subscription.created']);
  });

  it('refuses a subscription without a payment method', async () => {
    const customer = await h.stripe.customers.create({ email: 'nocard@example.it' });
    await expect(
      h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: 'price_month' }] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'default_payment_method' });
  });

  it('bills, fails, renews, schedules a cancellation and deletes', async () => {
    const { customer } = await customerWithCard('cycle@example.it');
    const before = h.receiver.events.length;
    const created = await h.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_month' }],
      expand: ['latest_invoice'],
    });
    expect(created.status).toBe('active');
    expect((created.latest_invoice as Stripe.Invoice).status).toBe('paid');
    const firstEnd = created.items.data[0]?.current_period_end ?? 0;

    await h.standIn.failPayment(created.id);
    expect(h.standIn.subscription(created.id)?.status).toBe('past_due');
    await h.standIn.renew(created.id);
    expect(h.standIn.subscription(created.id)?.status).toBe('active');

    const scheduled = await h.stripe.subscriptions.update(created.id, { cancel_at_period_end: true });
    expect(scheduled.cancel_at_period_end).toBe(true);
    await h.stripe.subscriptions.cancel(created.id);
    await h.standIn.settle();

    const events = h.receiver.events.slice(before);
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_failed',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    const failed = events[2]?.data.object as Stripe.Invoice;
    expect(failed).toMatchObject({ status: 'open', billing_reason: 'subscription_cycle', amount_paid: 0 });
    expect(failed.period_start).toBe(firstEnd);
    expect((events[3]?.data.object as Stripe.Subscription).status).toBe('past_due');
    expect(events[3]?.data.previous_attributes).toMatchObject({ status: 'active' });
    expect(events[6]?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    const deleted = events[7]?.data.object as Stripe.Subscription;
    expect(deleted.status).toBe('canceled');
    expect(deleted.ended_at).not.toBeNull();
    const created_ = events.map((e) => e.created);
    for (let i = 1; i < created_.length; i++) expect(created_[i]).toBeGreaterThan(created_[i - 1] ?? 0);
  });

  it('renewing past a scheduled cancellation ends the subscription', async () => {
    const { customer } = await customerWithCard('renew@example.it');
    const sub = await h.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_month' }],
    });
    await h.standIn.renew(sub.id);
    const renewed = h.standIn.subscription(sub.id);
    expect(renewed?.items.data[0]?.current_period_start).toBe(sub.items.data[0]?.current_period_end);
    await h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    await h.standIn.settle();
    const before = h.receiver.events.length;
    await h.standIn.renew(sub.id);
    expect(h.types().slice(before)).toEqual(['customer.subscription.deleted']);
    expect(h.standIn.subscription(sub.id)?.status).toBe('canceled');
  });

  it('reads bracket forms sent by hand and clears a cancel_at with an empty value', async () => {
    const { customer } = await customerWithCard('brackets@example.it');
    const api = `http://127.0.0.1:${h.standIn.port}/v1`;
    const auth = { Authorization: `Bearer ${h.standIn.secretKey}` };
    const created = await fetch(`${api}/subscriptions`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `customer=${customer.id}&items[0][price]=price_month&metadata[locationId]=loc_7&expand[]=latest_invoice`,
    });
    const sub = (await created.json()) as Stripe.Subscription;
    expect(sub.metadata).toEqual({ locationId: 'loc_7' });
    expect((sub.latest_invoice as Stripe.Invoice).object).toBe('invoice');
    const fetched = await fetch(
      `${api}/subscriptions/${sub.id}?expand[]=default_payment_method&expand[]=latest_invoice`,
      {
        headers: auth,
      },
    );
    expect(((await fetched.json()) as Stripe.Subscription).latest_invoice).toMatchObject({
      object: 'invoice',
    });

    const future = Math.floor(Date.now() / 1000) + 86400;
    expect((await h.stripe.subscriptions.update(sub.id, { cancel_at: future })).cancel_at).toBe(future);
    const cleared = await h.stripe.subscriptions.update(sub.id, { cancel_at: '' });
    expect(cleared.cancel_at).toBeNull();
    await h.standIn.settle();
    const last = h.receiver.events.at(-1);
    expect(last?.type).toBe('customer.subscription.updated');
    expect(last?.data.previous_attributes).toMatchObject({ cancel_at: future });
  });

  it('replays a POST with the same Idempotency-Key', async () => {
    const options = { idempotencyKey: 'same-key-1' };
    const first = await h.stripe.customers.create({ email: 'once@example.it' }, options);
    const second = await h.stripe.customers.create({ email: 'once@example.it' }, options);
    expect(second.id).toBe(first.id);
    await expect(h.stripe.customers.create({ email: 'other@example.it' }, options)).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('delivers raw bodies signed, badly signed or unsigned', async () => {
    const body = JSON.stringify({ id: 'evt_raw', object: 'event', type: 'ping', data: { object: {} } });
    expect((await h.standIn.deliverRaw(body)).status).toBe(200);
    expect((await h.standIn.deliverRaw(body, { signatureSecret: 'whsec_other' })).status).toBe(400);
    expect((await h.standIn.deliverRaw(body, { omitSignature: true })).status).toBe(400);
    expect(h.receiver.events.at(-1)?.id).toBe('evt_raw');
  });
});

describe('Stripe stand-in state file', () => {
  it('keeps customers and subscriptions across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'standin-'));
    const file = join(dir, 'stripe.json');
    try {
      const first = await startHarness(file);
      const customer = await first.stripe.customers.create({ email: 'kept@example.it' });
      const session = await first.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: 'price_year', quantity: 1 }],
        success_url: 'http://example.test/ok',
      });
      expect((await postForm(session.url ?? '', GOOD_CARD)).status).toBe(303);
      const { subscription: subscriptionId } = await first.stripe.checkout.sessions.retrieve(session.id);
      await first.close();

      const second = await startHarness(file);
      try {
        expect((await second.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
        const sub = await second.stripe.subscriptions.retrieve(String(subscriptionId));
        expect(sub).toMatchObject({ status: 'active', customer: customer.id });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
