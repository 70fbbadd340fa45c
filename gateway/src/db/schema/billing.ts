import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHANGE_REQUEST_STATUS_KEYS,
  createdAt,
  inList,
  ownedBy,
  PLAN_INTERVAL_KEYS,
  tsz,
  updatedAt,
  uuidId,
} from './common.js';
import { locations } from './locations.js';
import { users } from './users.js';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    // The Stripe price id.
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    active: boolean('active').notNull().default(true),
    // The tax rate its invoices carry (IVA), copied from the provider at start: the pages say whether
    // `amount_cents` includes it. Null: no tax rate applied.
    taxRateId: text('tax_rate_id'),
    taxPercentage: doublePrecision('tax_percentage'),
    taxInclusive: boolean('tax_inclusive'),
    // The early adopters' coupon on this plan (the annual one), as the provider defines it: a percentage
    // or an amount off, for ever, once or for some months. Null: no reduced price on this plan.
    earlyAdopterCouponId: text('early_adopter_coupon_id'),
    earlyAdopterPercentOff: doublePrecision('early_adopter_percent_off'),
    earlyAdopterAmountOffCents: integer('early_adopter_amount_off_cents'),
    earlyAdopterDuration: text('early_adopter_duration'),
    earlyAdopterDurationMonths: integer('early_adopter_duration_months'),
  },
  (t) => [
    check('subscription_plans_type_check', inList('type', PLAN_INTERVAL_KEYS)),
    check('subscription_plans_amount_check', sql`${t.amountCents} >= 0`),
    check(
      'subscription_plans_tax_check',
      sql`(${t.taxRateId} is null) = (${t.taxPercentage} is null) and (${t.taxRateId} is null) = (${t.taxInclusive} is null)`,
    ),
  ],
);

export const locationSubscriptions = pgTable('location_subscriptions', {
  locationId: uuid('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  planId: text('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
  renewalAt: tsz('renewal_at'),
  paymentMethodBrand: text('payment_method_brand'),
  paymentMethodLast4: text('payment_method_last4'),
  hasTemporaryPaymentMethod: boolean('has_temporary_payment_method').notNull().default(false),
  /** The subscription's start at the provider: its yearly anniversaries are the terms' expiry dates. */
  startedAt: tsz('started_at'),
  /** When a cancellation the host asked for takes effect. */
  cancelAt: tsz('cancel_at'),
  /** The end of the early adopter's free period. */
  trialEnd: tsz('trial_end'),
  /** The provider's status word (trialing, active, past_due…), kept for support. */
  providerStatus: text('provider_status'),
  /**
   * When the provider created the newest event applied to the subscription's state: an event older than
   * this arrives late and is ignored, so an old state never overwrites a newer one.
   */
  providerStateAt: tsz('provider_state_at'),
  updatedAt: updatedAt(),
});

/** Stripe webhook events already applied, so redelivery is harmless. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: createdAt(),
});

export const locationChangeRequests = pgTable(
  'location_change_requests',
  {
    id: uuidId(),
    locationId: ownedBy('location_id', () => locations.id),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The essential data asked for. */
    payload: jsonb('payload').notNull(),
    /** The live essential data when it was asked, so the reviewer sees old against new. */
    previous: jsonb('previous')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('PENDING'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tsz('decided_at'),
    /** Why the platform rejected it, for the host to read. */
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('location_change_requests_status_check', inList('status', CHANGE_REQUEST_STATUS_KEYS)),
    index('location_change_requests_location_idx').on(t.locationId, t.status),
    // At most one request waits per location; a second submission is refused, not queued.
    uniqueIndex('location_change_requests_one_pending')
      .on(t.locationId)
      .where(sql`status = 'PENDING'`),
  ],
);
