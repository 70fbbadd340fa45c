import { invalid, missing } from './params.js';
import { addInterval, newId, nowSeconds, type Store } from './store.js';
import type { Webhooks } from './events.js';
import type { InvoiceObject, Metadata, StandInSubscription } from './types.js';

export interface Billing {
  store: Store;
  webhooks: Webhooks;
  pagesBaseUrl: () => string;
}

export interface NewSubscription {
  customer: string;
  price: string;
  quantity: number;
  paymentMethod: string | null;
  trialEnd: number | null;
  metadata: Metadata;
  discounts: string[];
}

export function getSubscription(billing: Billing, id: string): StandInSubscription {
  const subscription = billing.store.state.subscriptions[id];
  if (!subscription) throw missing('subscription', id);
  return subscription;
}

function periodEnd(subscription: StandInSubscription): number {
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

function amount(subscription: StandInSubscription): number {
  return subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
}

function makeInvoice(
  billing: Billing,
  subscription: StandInSubscription,
  reason: InvoiceObject['billing_reason'],
  paid: boolean,
  start: number,
  end: number,
): InvoiceObject {
  const now = nowSeconds();
  const total = amount(subscription);
  const invoice: InvoiceObject = {
    id: newId('in_'),
    object: 'invoice',
    created: now,
    livemode: false,
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    currency: subscription.currency,
    amount_due: total,
    amount_paid: paid ? total : 0,
    amount_remaining: paid ? 0 : total,
    attempt_count: 1,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
    lines: {
      object: 'list',
      data: subscription.items.data.map((item) => ({
        id: newId('il_'),
        object: 'line_item' as const,
        amount: item.price.unit_amount * item.quantity,
        currency: subscription.currency,
        period: { start, end },
      })),
      has_more: false,
    },
    period_start: start,
    period_end: end,
    status_transitions: { paid_at: paid ? now : null },
  };
  billing.store.state.invoices[invoice.id] = invoice;
  subscription.latest_invoice = invoice.id;
  return invoice;
}

export function createSubscription(billing: Billing, input: NewSubscription): StandInSubscription {
  const { store, webhooks } = billing;
  const price = store.price(input.price);
  const now = nowSeconds();
  const trialing = input.trialEnd !== null && input.trialEnd > now;
  const end =
    trialing && input.trialEnd !== null ? input.trialEnd : addInterval(now, price.recurring.interval);
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
          current_period_start: now,
          current_period_end: end,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    billing_cycle_anchor: end,
    collection_method: 'charge_automatically',
    currency: price.currency,
    start_date: now,
    trial_start: trialing ? now : null,
    trial_end: trialing ? end : null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    default_payment_method: input.paymentMethod,
    discounts: [...input.discounts],
    latest_invoice: null,
  };
  store.state.subscriptions[id] = subscription;
  // A trial's zero-amount invoice is left out: nothing is charged and the gateway has nothing to record.
  const invoice = trialing
    ? undefined
    : makeInvoice(billing, subscription, 'subscription_create', true, now, end);
  store.save();
  webhooks.emit('customer.subscription.created', subscription, { subject: id });
  if (invoice) webhooks.emit('invoice.paid', invoice, { subject: id });
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
  if (changes.cancelAt !== undefined) {
    if (changes.cancelAt !== null && changes.cancelAt <= nowSeconds()) {
      throw invalid('cancel_at must be in the future.', 'cancel_at');
    }
    subscription.cancel_at = changes.cancelAt;
    subscription.cancel_at_period_end = false;
  }
  const scheduled = subscription.cancel_at !== null;
  if (scheduled !== (before.cancel_at !== null)) subscription.canceled_at = scheduled ? nowSeconds() : null;
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
    billing.webhooks.emit('customer.subscription.updated', subscription, { previous, subject: id });
  }
  return subscription;
}

export function cancelSubscription(billing: Billing, id: string): StandInSubscription {
  const subscription = getSubscription(billing, id);
  if (subscription.status === 'canceled') throw invalid('This subscription has already been canceled.');
  end(billing, subscription, nowSeconds());
  return subscription;
}

function end(billing: Billing, subscription: StandInSubscription, endedAt: number): void {
  subscription.status = 'canceled';
  subscription.canceled_at ??= nowSeconds();
  subscription.ended_at = endedAt;
  billing.store.save();
  billing.webhooks.emit('customer.subscription.deleted', subscription, { subject: subscription.id });
}

/** Moves to the next period and bills it; a failed charge leaves the invoice open, as Stripe does. */
function advance(billing: Billing, subscription: StandInSubscription, paid: boolean): void {
  const before = structuredClone(subscription);
  const start = periodEnd(subscription);
  const next = addInterval(start, interval(subscription));
  setPeriod(subscription, start, next);
  subscription.billing_cycle_anchor = next;
  const invoice = makeInvoice(billing, subscription, 'subscription_cycle', paid, start, next);
  subscription.status = paid ? 'active' : 'past_due';
  billing.store.save();
  billing.webhooks.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice, {
    subject: subscription.id,
  });
  billing.webhooks.emit('customer.subscription.updated', subscription, {
    previous: { status: before.status, items: before.items, latest_invoice: before.latest_invoice },
    subject: subscription.id,
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
    const before = subscription.status;
    open.status = 'paid';
    open.amount_paid = open.amount_due;
    open.amount_remaining = 0;
    open.status_transitions.paid_at = nowSeconds();
    subscription.status = 'active';
    billing.store.save();
    billing.webhooks.emit('invoice.paid', open, { subject: id });
    billing.webhooks.emit('customer.subscription.updated', subscription, {
      previous: { status: before },
      subject: id,
    });
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
  const before = subscription.status;
  subscription.status = 'unpaid';
  billing.store.save();
  billing.webhooks.emit('invoice.payment_failed', open, { subject: id });
  billing.webhooks.emit('customer.subscription.updated', subscription, {
    previous: { status: before },
    subject: id,
  });
}
