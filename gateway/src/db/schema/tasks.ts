import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList, ownedBy, tsz } from './common.js';
import { locationChangeRequests } from './billing.js';
import { locations } from './locations.js';

/**
 * Work the platform owes after a host's action, written in the action's transaction and done later by
 * whoever owns it: the moderation console reviews new locations and change requests, billing cancels the
 * subscription of a deleted location at the payment provider and brings its customer there up to date
 * after an approved change of the business data (legal name, registered office, tax ids), the outbox announces a location that just went
 * public to the guests who asked for new locations. Done rows keep `doneAt` (and a fan-out its cursor).
 */
export const PLATFORM_TASK_KINDS = [
  'REVIEW_NEW_LOCATION',
  'REVIEW_CHANGE_REQUEST',
  'CANCEL_SUBSCRIPTION',
  'ANNOUNCE_NEW_LOCATION',
  'SYNC_BILLING_CUSTOMER',
  // A deposit paid online to give back (payload: depositPaymentId, amountCents), on the host's account.
  'REFUND_DEPOSIT',
] as const;
export type PlatformTaskKind = (typeof PLATFORM_TASK_KINDS)[number];

export const platformTasks = pgTable(
  'platform_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    locationId: ownedBy('location_id', () => locations.id),
    changeRequestId: uuid('change_request_id').references(() => locationChangeRequests.id, {
      onDelete: 'cascade',
    }),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    doneAt: tsz('done_at'),
  },
  (t) => [
    index('platform_tasks_open_idx')
      .on(t.kind, t.createdAt)
      .where(sql`done_at is null`),
    check('platform_tasks_kind_check', inList('kind', PLATFORM_TASK_KINDS)),
    // A location is announced to guests once in its life, whatever path first made it public.
    uniqueIndex('platform_tasks_one_announcement')
      .on(t.locationId)
      .where(sql`kind = 'ANNOUNCE_NEW_LOCATION'`),
  ],
);
