import { invalid, missing } from './params.js';
import { addInterval, newId, nowSeconds } from './store.js';
import type { Billing } from './billing.js';
import { makeInvoice } from './invoices.js';
import { applyCoupons, checkCoupons } from './pricing.js';
import type { InvoiceObject, Metadata, StandInSubscription, TaxRateObject } from './types.js';

export type { Billing } from './billing.js';

export interface NewSubscription {
  customer: string;
  price: string;
  quantity: number;
  paymentMethod: string | null;
  trialEnd: number | null;
  metadata: Metadata;
  /** Coupon ids. */
  discounts: string[];
  taxRates: TaxRateObject[];
  checkoutSession?: string;
  /** A start in the past (`backdate_start_date`): the first period runs from then. */
  backdateStartDate?: number;
}

/** Now, as a customer's objects see it: the frozen time of its test clock, if it has one. */
export function nowFor(billing: Billing, customerId: string): number {
  const clockId = billing.store.state.customers[customerId]?.test_clock;
  const clock = clockId ? billing.store.state.testClocks[clockId] : undefined;
  return clock ? clock.frozen_time : nowSeconds();
}

/** The moment the events about a subscription carry: its customer's clock, or now. */
const at = (billing: Billing, subscription: StandInSubscription) => ({
  subject: subscription.id,
  at: nowFor(billing, subscription.customer),
});

export function getSubscription(billing: Billing, id: string): StandInSubscription {
  const subscription = billing.store.state.subscriptions[id];
  if (!subscription) throw missing('subscription', id);
  return subscription;
}

export function periodEnd(subscription: StandInSubscription): number {
  return subscription.items.data[0]?.current_period_end ?? subscription.start_date;
}

function setPeriod(subscription: StandInSubscription, start: number, end: number): void {
  for (const item of subscription.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
}

function interval(subscription: StandInSubscription): 'month' | 'year' {
  return subscription.items.data[0]?.price.recurring.interval ?? 'month';
}

export function createSubscription(billing: Billing, input: NewSubscription): StandInSubscription {
  const { store, webhooks } = billing;
  const price = store.price(input.price);
  checkCoupons(store, input.discounts, 'discounts');
  const now = nowFor(billing, input.customer);
  const trialing = input.trialEnd !== null && input.trialEnd > now;
  const start = trialing ? now : (input.backdateStartDate ?? now);
  if (start > now) throw invalid('backdate_start_date must be in the past.', 'backdate_start_date');
  const every = price.recurring.interval;
  let periodStart = start;
  let end = trialing && input.trialEnd !== null ? input.trialEnd : addInterval(start, every);
  // Backdated by more than a period: the current period is the one that holds now.
  while (end <= now) {
    periodStart = end;
    end = addInterval(end, every);
  }
  const id = newId('sub_');
  const subscription: StandInSubscription = {
    id,
    object: 'subscription',
    created: now,
    livemode: false,
    customer: input.customer,
    status: trialing ? 'trialing' : 'active',
    metadata: { ...input.metadata },
    items: {
      object: 'list',
      data: [
        {
          id: newId('si_'),
          object: 'subscription_item',
          created: now,
          metadata: {},
          price,
          quantity: input.quantity,
          subscription: id,
          current_period_start: periodStart,
          current_period_end: end,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    billing_cycle_anchor: end,
    collection_method: 'charge_automatically',
    currency: price.currency,
    start_date: start,
    trial_start: trialing ? now : null,
    trial_end: trialing ? end : null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    default_payment_method: input.paymentMethod,
    default_tax_rates: input.taxRates,
    discounts: [],
    latest_invoice: null,
    test_clock: store.state.customers[input.customer]?.test_clock ?? null,
  };
  subscription.discounts = applyCoupons(
    store,
    input.discounts,
    { customer: input.customer, subscription: id, checkoutSession: input.checkoutSession ?? null },
    now,
  );
  store.state.subscriptions[id] = subscription;
  // A trial's zero-amount invoice is left out: nothing is charged and the gateway has nothing to record.
  const invoice = trialing
    ? undefined
    : makeInvoice(billing, subscription, 'subscription_create', true, { start: periodStart, end, now });
  store.save();
  webhooks.emit('customer.subscription.created', subscription, at(billing, subscription));
  if (invoice) webhooks.emit('invoice.paid', invoice, at(billing, subscription));
  return subscription;
}

export interface SubscriptionChanges {
  cancelAtPeriodEnd?: boolean;
  /** null clears a scheduled cancellation. */
  cancelAt?: number | null;
  metadata?: Metadata;
  defaultPaymentMethod?: string | null;
}

export function updateSubscription(
  billing: Billing,
  id: string,
  changes: SubscriptionChanges,
): StandInSubscription {
  const subscription = getSubscription(billing, id);
  const onlyMetadata = Object.keys(changes).every((key) => key === 'metadata');
  if (subscription.status === 'canceled' && !onlyMetadata) {
    throw invalid('A canceled subscription can only update its metadata.');
  }
  const before = structuredClone(subscription);
  if (changes.cancelAtPeriodEnd !== undefined) {
    subscription.cancel_at_period_end = changes.cancelAtPeriodEnd;
    // As Stripe does since 2025: a period-end cancellation also shows as `cancel_at`.
    subscription.cancel_at = changes.cancelAtPeriodEnd ? periodEnd(subscription) : null;
  }
  const now = nowFor(billing, subscription.customer);
  if (changes.cancelAt !== undefined) {
    if (changes.cancelAt !== null && changes.cancelAt <= now) {
      throw invalid('cancel_at must be in the future.', 'cancel_at');
    }
    subscription.cancel_at = changes.cancelAt;
    subscription.cancel_at_period_end = false;
  }
  const scheduled = subscription.cancel_at !== null;
  if (scheduled !== (before.cancel_at !== null)) subscription.canceled_at = scheduled ? now : null;
  if (changes.metadata !== undefined) subscription.metadata = changes.metadata;
  if (changes.defaultPaymentMethod !== undefined)
    subscription.default_payment_method = changes.defaultPaymentMethod;

  const previous: Record<string, unknown> = {};
  for (const key of [
    'cancel_at',
    'cancel_at_period_end',
    'canceled_at',
    'metadata',
    'default_payment_method',
  ] as const) {
    if (JSON.stringify(before[key]) !== JSON.stringify(subscription[key])) previous[key] = before[key];
  }
  if (Object.keys(previous).length > 0) {
    billing.store.save();
    billing.webhooks.emit('customer.subscription.updated', subscription, {
      previous,
      ...at(billing, subscription),
    });
  }
  return subscription;
}

export function cancelSubscription(billing: Billing, id: string): StandInSubscription {
  const subscription = getSubscription(billing, id);
  if (subscription.status === 'canceled') throw invalid('This subscription has already been canceled.');
  end(billing, subscription, nowFor(billing, subscription.customer));
  return subscription;
}

export function end(billing: Billing, subscription: StandInSubscription, endedAt: number): void {
  subscription.status = 'canceled';
  subscription.canceled_at ??= nowFor(billing, subscription.customer);
  subscription.ended_at = endedAt;
  billing.store.save();
  billing.webhooks.emit('customer.subscription.deleted', subscription, at(billing, subscription));
}

/**
 * Moves to the next period and bills it (after a trial: the first paid period, with the discounts then in
 * force); a failed charge leaves the invoice open, as Stripe does.
 */
export function advance(billing: Billing, subscription: StandInSubscription, paid: boolean): void {
  const before = structuredClone(subscription);
  const start = periodEnd(subscription);
  const next = addInterval(start, interval(subscription));
  setPeriod(subscription, start, next);
  subscription.billing_cycle_anchor = next;
  const invoice = makeInvoice(billing, subscription, 'subscription_cycle', paid, {
    start,
    end: next,
    now: Math.max(start, nowFor(billing, subscription.customer)),
  });
  subscription.status = paid ? 'active' : 'past_due';
  billing.store.save();
  billing.webhooks.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice, at(billing, subscription));
  billing.webhooks.emit('customer.subscription.updated', subscription, {
    previous: { status: before.status, items: before.items, latest_invoice: before.latest_invoice },
    ...at(billing, subscription),
  });
}

function openInvoice(billing: Billing, subscription: StandInSubscription): InvoiceObject | undefined {
  const latest = subscription.latest_invoice
    ? billing.store.state.invoices[subscription.latest_invoice]
    : undefined;
  return latest?.status === 'open' ? latest : undefined;
}

export function renewSubscription(billing: Billing, id: string): void {
  const subscription = getSubscription(billing, id);
  if (subscription.status === 'canceled') throw new Error(`Subscription ${id} is canceled`);
  const open = openInvoice(billing, subscription);
  if (open) {
    // A past-due period already started: renewing pays its open invoice rather than skipping ahead.
    open.status = 'paid';
    open.amount_paid = open.amount_due;
    open.amount_remaining = 0;
    open.status_transitions.paid_at = nowFor(billing, subscription.customer);
    settle(billing, subscription, open, 'invoice.paid', 'active');
    return;
  }
  const currentEnd = periodEnd(subscription);
  if (subscription.cancel_at !== null && subscription.cancel_at <= currentEnd) {
    end(billing, subscription, subscription.cancel_at);
    return;
  }
  advance(billing, subscription, true);
}

export function failSubscriptionPayment(billing: Billing, id: string): void {
  const subscription = getSubscription(billing, id);
  if (subscription.status === 'canceled') throw new Error(`Subscription ${id} is canceled`);
  const open = openInvoice(billing, subscription);
  if (!open) {
    advance(billing, subscription, false);
    return;
  }
  // A retry of the same open invoice failing again: Stripe's default after retries is `unpaid`.
  open.attempt_count += 1;
  settle(billing, subscription, open, 'invoice.payment_failed', 'unpaid');
}

/**
 * An open invoice's outcome and the subscription's new status, saved and then told in Stripe's order: the
 * invoice's event, then the subscription's change with the status it had before.
 */
function settle(
  billing: Billing,
  subscription: StandInSubscription,
  open: InvoiceObject,
  event: 'invoice.paid' | 'invoice.payment_failed',
  status: StandInSubscription['status'],
): void {
  const before = subscription.status;
  subscription.status = status;
  billing.store.save();
  billing.webhooks.emit(event, open, at(billing, subscription));
  billing.webhooks.emit('customer.subscription.updated', subscription, {
    previous: { status: before },
    ...at(billing, subscription),
  });
}
