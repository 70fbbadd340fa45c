import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList, ownedBy, tsz, updatedAt, uuidId } from './common.js';
import { quotes } from './priced-quotes.js';
import { quoteRequests } from './quotes.js';
import { users } from './users.js';

/** The rule a refund owed followed: the cancellation window and share, or a payment that came too late. */
export interface DepositRefundRule {
  reason: 'CANCELLED' | 'LATE_PAYMENT';
  window: 'FULL' | 'PARTIAL' | 'NONE';
  percent: number;
  daysBefore?: number;
  cancelledBy?: 'GUEST' | 'HOST';
}

/**
 * A host's own account at the payment provider (a Stripe Connect account): deposits are charged on it, so
 * the money is the host's from the start. The state is what the provider last said in an `account.updated`
 * event (or a read after onboarding); `state_at` is that event's time, so an older event never overwrites it.
 */
export const hostPaymentAccounts = pgTable('host_payment_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerAccountId: text('provider_account_id').notNull().unique(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  requirementsDue: jsonb('requirements_due')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  stateAt: tsz('state_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const DEPOSIT_PAYMENT_STATUS_KEYS = ['OPEN', 'PAID', 'EXPIRED'] as const;

/**
 * A deposit paid online when the guest accepts a quote: a Checkout session on the host's account. While it
 * is OPEN the request's ambients and services are held for the guest on its day (booked rows that carry the
 * request) until `hold_until`; PAID confirms the booking; EXPIRED (abandoned, lapsed, or the quote changed)
 * frees the hold. A refund owed (a cancellation, a payment that came too late) is `refund_due_cents`, carried
 * out by a REFUND_DEPOSIT task; `refunded_cents` is what the provider reports refunded.
 */
export const depositPayments = pgTable(
  'deposit_payments',
  {
    id: uuidId(),
    quoteRequestId: ownedBy('quote_request_id', () => quoteRequests.id),
    quoteId: ownedBy('quote_id', () => quotes.id),
    providerAccountId: text('provider_account_id').notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status').notNull().default('OPEN'),
    holdUntil: tsz('hold_until').notNull(),
    paidAt: tsz('paid_at'),
    lastError: text('last_error'),
    refundDueCents: integer('refund_due_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    // Why a refund is owed, as decided when it was (the window, the share, the days before): the refund
    // receipt both sides get when the provider confirms it names the rule applied.
    refundRule: jsonb('refund_rule').$type<DepositRefundRule>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('deposit_payments_status_check', inList('status', DEPOSIT_PAYMENT_STATUS_KEYS)),
    check('deposit_payments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'deposit_payments_refund_check',
      sql`${t.refundedCents} >= 0 and ${t.refundDueCents} >= 0 and ${t.refundDueCents} <= ${t.amountCents}`,
    ),
    // One payment page open per request at a time: a double click reuses it.
    uniqueIndex('deposit_payments_one_open')
      .on(t.quoteRequestId)
      .where(sql`status = 'OPEN'`),
    index('deposit_payments_request_idx').on(t.quoteRequestId, t.createdAt),
    index('deposit_payments_intent_idx').on(t.paymentIntentId),
  ],
);
