import { sql } from 'drizzle-orm';
import { check, index, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, tsz } from './common.js';
import { users } from './users.js';

/**
 * What a report to the platform carries, whatever it reports (a review, a message): who sent it and why, and
 * the administrator who closed it. The reporter and the administrator may delete their accounts later: the
 * report stays for the console, without them.
 */
export const reportColumns = () => ({
  reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
  resolvedAt: tsz('resolved_at'),
  resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A report table's rules: one report per reporter and reported thing, an index over the open reports (by
 * `openOrder`, the way the console reads them) and the reason's length cap.
 */
export const reportRules = (
  table: string,
  t: { reporterId: AnyPgColumn; reason: AnyPgColumn },
  reported: AnyPgColumn,
  openOrder: AnyPgColumn,
) => [
  uniqueIndex(`${table}_reporter_key`).on(reported, t.reporterId),
  index(`${table}_open_idx`)
    .on(openOrder)
    .where(sql`resolved_at is null`),
  check(`${table}_reason_check`, sql`length(${t.reason}) <= 1000`),
];
