import type { Express } from 'express';
import { advanceClock, createClock, deleteClock, getClock } from './clocks.js';
import { attachPaymentMethod } from './customers.js';
import { createCoupon, createTaxRate, getCoupon, getTaxRate } from './pricing.js';
import { bool, missing, str, type Handle } from './params.js';
import type { Billing } from './billing.js';

const listOf = <T>(data: T[], url: string) => ({ object: 'list' as const, data, has_more: false, url });

/** Coupons, tax rates, invoices, test payment methods and test clocks, in Stripe's shapes. */
export function mountPricingApi(app: Express, handle: Handle, billing: Billing): void {
  const { store } = billing;
  app.post(
    '/v1/coupons',
    handle(({ params }) => createCoupon(store, params)),
  );
  app.get(
    '/v1/coupons/:id',
    handle(({ id }) => getCoupon(store, id)),
  );

  app.post(
    '/v1/tax_rates',
    handle(({ params }) => createTaxRate(store, params)),
  );
  app.get(
    '/v1/tax_rates',
    handle(({ params }) => {
      const active = bool(params, 'active');
      const inclusive = bool(params, 'inclusive');
      const rates = Object.values(store.state.taxRates)
        .filter(
          (r) =>
            (active === undefined || r.active === active) &&
            (inclusive === undefined || r.inclusive === inclusive),
        )
        .sort((a, b) => b.created - a.created);
      return listOf(rates, '/v1/tax_rates');
    }),
  );
  app.get(
    '/v1/tax_rates/:id',
    handle(({ id }) => getTaxRate(store, id)),
  );

  app.get(
    '/v1/invoices',
    handle(({ params }) => {
      const subscription = str(params, 'subscription');
      const customer = str(params, 'customer');
      const invoices = Object.values(store.state.invoices)
        .filter(
          (i) =>
            (!subscription || i.parent.subscription_details.subscription === subscription) &&
            (!customer || i.customer === customer),
        )
        .sort((a, b) => b.created - a.created);
      return listOf(invoices, '/v1/invoices');
    }),
  );
  app.get(
    '/v1/invoices/:id',
    handle(({ id }) => {
      const invoice = store.state.invoices[id];
      if (!invoice) throw missing('invoice', id);
      return invoice;
    }),
  );

  app.post(
    '/v1/payment_methods/:id/attach',
    handle(({ id, params }) => attachPaymentMethod(billing, id, str(params, 'customer'))),
  );

  app.post(
    '/v1/test_helpers/test_clocks',
    handle(({ params }) => createClock(billing, params)),
  );
  app.get(
    '/v1/test_helpers/test_clocks/:id',
    handle(({ id }) => getClock(billing, id)),
  );
  app.post(
    '/v1/test_helpers/test_clocks/:id/advance',
    handle(({ id, params }) => advanceClock(billing, id, params)),
  );
  app.delete(
    '/v1/test_helpers/test_clocks/:id',
    handle(({ id }) => deleteClock(billing, id)),
  );
}
