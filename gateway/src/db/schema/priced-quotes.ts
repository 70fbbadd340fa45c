import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, ownedBy, uuidId } from './common.js';
import { quoteRequests } from './quotes.js';
import { users } from './users.js';

/**
 * Every version of the host's priced quote for a request; the highest version is the one on offer. The
 * figures are computed by the domain's `priceQuote` and stored as sent, so what the guest accepted never
 * changes with a later price list.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuidId(),
    quoteRequestId: ownedBy('quote_request_id', () => quoteRequests.id),
    version: integer('version').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    guests: integer('guests').notNull(),
    // [{ kind, sourceId, label, pricing, unitPriceCents, totalCents }] in the order the host set.
    lines: jsonb('lines').notNull(),
    discount: jsonb('discount'),
    discountCents: integer('discount_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    vatRate: numeric('vat_rate', { precision: 4, scale: 2 }).notNull(),
    vatMode: text('vat_mode').notNull(),
    taxableCents: integer('taxable_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    deposit: jsonb('deposit'),
    depositCents: integer('deposit_cents').notNull(),
    // The host asked for the deposit online (paid by card on accepting) rather than as agreed.
    depositOnline: boolean('deposit_online').notNull().default(false),
    // The share of a paid deposit given back when the guest cancels 8 to 30 days before the event (the
    // legal facts leave that window to the quote); what the accepted version says is what a refund applies.
    middleRefundPercent: integer('middle_refund_percent').notNull().default(50),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    // The host's own conditions; null means the cancellation rule of the legal facts.
    conditions: text('conditions'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quotes_request_version_key').on(t.quoteRequestId, t.version),
    uniqueIndex('quotes_idempotency_key').on(t.quoteRequestId, t.idempotencyKey),
    check('quotes_vat_mode_check', inList('vat_mode', ['INCLUDED', 'EXCLUDED'])),
    check(
      'quotes_amounts_check',
      sql`${t.totalCents} >= 0 and ${t.depositCents} >= 0 and ${t.depositCents} <= ${t.totalCents}
        and ${t.discountCents} >= 0 and ${t.discountCents} <= ${t.subtotalCents}
        and ${t.taxableCents} + ${t.vatCents} = ${t.totalCents}`,
    ),
    check('quotes_middle_refund_percent_check', sql`${t.middleRefundPercent} between 0 and 100`),
    check('quotes_conditions_check', sql`coalesce(length(${t.conditions}), 0) <= 2000`),
  ],
);
