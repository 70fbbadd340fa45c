import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tsz, updatedAt } from './common.js';
import { users } from './users.js';

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
