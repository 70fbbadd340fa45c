import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testkit.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const DAY = 86_400;

async function ready(clockId: string) {
  await expect
    .poll(async () => (await h.stripe.testHelpers.testClocks.retrieve(clockId)).status)
    .toBe('ready');
  await h.standIn.settle();
}

describe('the stand-in’s coupons, tax rates and test clocks', () => {
  it('keeps coupons and tax rates as Stripe does', async () => {
    expect(await h.stripe.coupons.retrieve('FOUNDERS')).toMatchObject({
      percent_off: 10,
      duration: 'forever',
      valid: true,
    });
    await expect(h.stripe.coupons.retrieve('NOPE')).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      h.stripe.coupons.create({ percent_off: 10, amount_off: 100, currency: 'eur' }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const rate = await h.stripe.taxRates.create({
      display_name: 'IVA',
      percentage: 22,
      inclusive: true,
      country: 'IT',
      tax_type: 'vat',
    });
    expect(rate).toMatchObject({ object: 'tax_rate', percentage: 22, inclusive: true, active: true });
    const listed = await h.stripe.taxRates.list({ active: true, inclusive: true });
    expect(listed.data.map((r) => r.id)).toContain(rate.id);
    await expect(
      h.stripe.subscriptions.create({
        customer: (await h.stripe.customers.create({})).id,
        items: [{ price: 'price_year' }],
        discounts: [{ coupon: 'NOPE' }],
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('ends a trial when its clock passes it: the first invoice carries the discount, the tax, the customer’s name and address', async () => {
    const rate = await h.stripe.taxRates.create({ display_name: 'IVA', percentage: 22, inclusive: true });
    const start = Math.floor(Date.now() / 1000);
    const clock = await h.stripe.testHelpers.testClocks.create({ frozen_time: start, name: 'trial' });
    const customer = await h.stripe.customers.create({
      test_clock: clock.id,
      name: 'Villa Rosa S.r.l.',
      address: { line1: 'Via Roma 1', city: 'Milano', postal_code: '20121', state: 'MI', country: 'IT' },
      tax_id_data: [{ type: 'eu_vat', value: 'IT00743110157' }],
    });
    expect(customer.address).toMatchObject({ city: 'Milano', country: 'IT' });
    const card = await h.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    expect(card).toMatchObject({ customer: customer.id, card: { brand: 'visa', last4: '4242' } });
    const trialEnd = start + 10 * DAY;
    const subscription = await h.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_year' }],
      default_payment_method: card.id,
      trial_end: trialEnd,
      discounts: [{ coupon: 'FOUNDERS' }],
      default_tax_rates: [rate.id],
    });
    expect(subscription).toMatchObject({ status: 'trialing', test_clock: clock.id });
    await h.standIn.settle();
    const before = h.receiver.events.length;

    const advancing = await h.stripe.testHelpers.testClocks.advance(clock.id, {
      frozen_time: trialEnd + 3600,
    });
    expect(advancing.status).toBe('advancing');
    await ready(clock.id);

    const events = h.receiver.events.slice(before);
    expect(events.map((e) => e.type)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
      'test_helpers.test_clock.ready',
    ]);
    // Events of the clock's time are dated in it.
    expect(events[0]!.created).toBeGreaterThanOrEqual(trialEnd);
    const invoice = events[0]!.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_cycle',
      subtotal: 29000,
      total: 26100,
      amount_paid: 26100,
      customer_name: 'Villa Rosa S.r.l.',
      customer_address: { line1: 'Via Roma 1', postal_code: '20121', country: 'IT' },
      customer_tax_ids: [{ type: 'eu_vat', value: 'IT00743110157' }],
    });
    expect(invoice.total_discount_amounts).toEqual([{ amount: 2900, discount: subscription.discounts[0] }]);
    // 22% inside 261,00 €: 47,07 € of IVA on a taxable 213,93 €.
    expect(invoice.total_taxes).toEqual([
      expect.objectContaining({
        amount: 4707,
        taxable_amount: 21393,
        tax_behavior: 'inclusive',
        tax_rate_details: { tax_rate: rate.id },
      }),
    ]);
    const after = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(after.status).toBe('active');
    expect(after.items.data[0]!.current_period_start).toBe(trialEnd);
    expect((await h.stripe.invoices.list({ subscription: subscription.id })).data.map((i) => i.id)).toEqual([
      invoice.id,
    ]);
    await expect(
      h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('spends a once coupon on the first invoice it lowers', async () => {
    const clock = await h.stripe.testHelpers.testClocks.create({
      frozen_time: Math.floor(Date.now() / 1000),
    });
    const customer = await h.stripe.customers.create({ test_clock: clock.id });
    const card = await h.stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    const subscription = await h.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_year' }],
      default_payment_method: card.id,
      discounts: [{ coupon: 'EARLY' }],
      expand: ['latest_invoice'],
    });
    expect((subscription.latest_invoice as Stripe.Invoice).total).toBe(24000);
    const periodEnd = subscription.items.data[0]!.current_period_end;
    await h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd + 60 });
    await ready(clock.id);
    const renewed = await h.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect((renewed.latest_invoice as Stripe.Invoice).total).toBe(29000);
  });
});
