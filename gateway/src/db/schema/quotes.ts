import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  inList,
  NOTIFICATION_TYPE_KEYS,
  OUTBOX_KIND_KEYS,
  ownedBy,
  QUOTE_CANCELLER_KEYS,
  QUOTE_STATUS_KEYS,
  RENT_DURATION_KEYS,
  SESSION_ROLE_KEYS,
  tsz,
  updatedAt,
  uuidId,
} from './common.js';
import { locations } from './locations.js';
import { ambients, services } from './ambients.js';
import { users } from './users.js';

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuidId(),
    // Locations are soft-deleted, so requests keep pointing at them for the guest's history.
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Snapshot of the guest's contact data: the host's record survives the guest's account deletion.
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone'),
    date: date('date', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull(),
    note: text('note'),
    allergens: text('allergens'),
    status: text('status').notNull().default('PENDING'),
    isRead: boolean('is_read').notNull().default(false),
    totalCents: integer('total_cents').notNull(),
    idempotencyKey: text('idempotency_key'),
    // When the guest was invited to review it (once, after the event): the invitation job's marker.
    reviewInvitedAt: tsz('review_invited_at'),
    // A CANCELLED request says who called it off (HOST, GUEST, PLATFORM), when, and why in words the
    // other side reads; set exactly when the status is CANCELLED.
    cancelledBy: text('cancelled_by'),
    cancelledAt: tsz('cancelled_at'),
    cancellationReason: text('cancellation_reason'),
    // The latest priced quote's last valid day: a QUOTED request past it reads 'Scaduta' (filters too).
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }),
    // Why the guest declined a quote, in their words (optional), shown to the host.
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quote_requests_location_number_key').on(t.locationId, t.number),
    uniqueIndex('quote_requests_idempotency_key').on(t.userId, t.idempotencyKey),
    index('quote_requests_location_idx').on(t.locationId, t.isRead, t.createdAt),
    index('quote_requests_user_idx').on(t.userId, t.createdAt),
    // The invitation job's scan: confirmed requests not invited yet, by event date.
    index('quote_requests_review_invite_idx')
      .on(t.date)
      .where(sql`status = 'CONFIRMED' and review_invited_at is null`),
    check('quote_requests_status_check', inList('status', QUOTE_STATUS_KEYS)),
    check('quote_requests_cancelled_by_check', inList('cancelled_by', QUOTE_CANCELLER_KEYS)),
    check(
      'quote_requests_cancellation_check',
      sql`(${t.status} = 'CANCELLED') = (${t.cancelledBy} is not null and ${t.cancelledAt} is not null)
        and coalesce(length(${t.cancellationReason}), 0) <= 1000`,
    ),
    check('quote_requests_guests_check', sql`${t.guests} >= 1`),
    check('quote_requests_total_check', sql`${t.totalCents} >= 0`),
    check(
      'quote_requests_text_check',
      sql`coalesce(length(${t.note}), 0) <= 400 and coalesce(length(${t.allergens}), 0) <= 400
        and coalesce(length(${t.declineReason}), 0) <= 1000`,
    ),
  ],
);

export const quoteRequestAmbients = pgTable(
  'quote_request_ambients',
  {
    id: uuidId(),
    quoteRequestId: ownedBy('quote_request_id', () => quoteRequests.id),
    ambientId: uuid('ambient_id').references(() => ambients.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    rentDuration: text('rent_duration').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    index('quote_request_ambients_request_idx').on(t.quoteRequestId),
    check('quote_request_ambients_price_check', sql`${t.priceCents} >= 0`),
    check('quote_request_ambients_duration_check', inList('rent_duration', RENT_DURATION_KEYS)),
  ],
);

export const quoteRequestServices = pgTable(
  'quote_request_services',
  {
    id: uuidId(),
    quoteRequestId: ownedBy('quote_request_id', () => quoteRequests.id),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    ambientIncluded: boolean('ambient_included').notNull(),
  },
  (t) => [
    index('quote_request_services_request_idx').on(t.quoteRequestId),
    check('quote_request_services_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuidId(),
    // Insertion order: breaks the feed's ties on createdAt (one transaction writes several rows with the
    // same now(), and random ids would order them at random).
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: ownedBy('user_id', () => users.id),
    // Which session sees it: hosts' and guests' feeds are separate.
    role: text('role').notNull(),
    type: text('type').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    quoteRequestId: uuid('quote_request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_feed_idx').on(t.userId, t.role, t.createdAt, t.seq),
    index('notifications_unread_idx')
      .on(t.userId, t.role)
      .where(sql`not is_read`),
    check('notifications_type_check', inList('type', NOTIFICATION_TYPE_KEYS)),
    check('notifications_role_check', inList('role', SESSION_ROLE_KEYS)),
  ],
);

/** Transactional outbox for e-mail and push: written with the event, delivered in the background. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tsz('next_attempt_at').notNull().defaultNow(),
    sentAt: tsz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
    check('outbox_kind_check', inList('kind', OUTBOX_KIND_KEYS)),
  ],
);

/** Development mailbox: every message the app sends when no SMTP server is configured. */
export const devEmails = pgTable('dev_emails', {
  id: uuidId(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});
