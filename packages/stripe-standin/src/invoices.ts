import { invoiceAmounts, pricedSubscription, spendOnceDiscounts } from './pricing.js';
import { newId } from './store.js';
import type { Billing } from './billing.js';
import type { InvoiceObject, StandInSubscription } from './types.js';

/**
 * The invoice of one period of a subscription, at `now` (the customer's clock): its discounts and taxes as
 * Stripe computes them, and the customer's name, address and tax ids as they are now (an invoice keeps
 * what it was issued with). Paid at once, or left open when the charge failed.
 */
export function makeInvoice(
  billing: Billing,
  subscription: StandInSubscription,
  reason: InvoiceObject['billing_reason'],
  paid: boolean,
  period: { start: number; end: number; now: number },
): InvoiceObject {
  const { store } = billing;
  const { start, end, now } = period;
  const amounts = invoiceAmounts(store.state.coupons, pricedSubscription(store, subscription, start));
  const customer = store.state.customers[subscription.customer];
  const taxIds = Object.values(store.state.taxIds)
    .filter((t) => t.customer === subscription.customer)
    .sort((a, b) => a.created - b.created)
    .map((t) => ({ type: t.type, value: t.value }));
  const used = amounts.discounts.filter((d) => d.amount > 0).map((d) => d.discount);
  const invoice: InvoiceObject = {
    id: newId('in_'),
    object: 'invoice',
    created: now,
    livemode: false,
    customer: subscription.customer,
    customer_name: customer?.name ?? null,
    customer_email: customer?.email ?? null,
    customer_address: customer?.address ? { ...customer.address } : null,
    customer_tax_ids: taxIds,
    custom_fields: customer?.invoice_settings.custom_fields ?? null,
    status: paid ? 'paid' : 'open',
    currency: subscription.currency,
    subtotal: amounts.subtotal,
    subtotal_excluding_tax: amounts.subtotalExcludingTax,
    total: amounts.total,
    total_excluding_tax: amounts.totalExcludingTax,
    total_discount_amounts: amounts.discounts,
    total_taxes: amounts.taxes,
    discounts: amounts.discounts.map((d) => d.discount),
    default_tax_rates: structuredClone(subscription.default_tax_rates),
    test_clock: subscription.test_clock,
    amount_due: amounts.total,
    amount_paid: paid ? amounts.total : 0,
    amount_remaining: paid ? 0 : amounts.total,
    attempt_count: 1,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
    lines: {
      object: 'list',
      data: amounts.lines.map((line) => ({
        id: newId('il_'),
        object: 'line_item' as const,
        currency: subscription.currency,
        period: { start, end },
        ...line,
      })),
      has_more: false,
    },
    period_start: start,
    period_end: end,
    status_transitions: { paid_at: paid ? now : null },
  };
  spendOnceDiscounts(store, used, now);
  store.state.invoices[invoice.id] = invoice;
  subscription.latest_invoice = invoice.id;
  return invoice;
}
