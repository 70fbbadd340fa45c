import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, tsz, uuidId } from './common.js';
import { locations } from './locations.js';
import { quoteRequests } from './quotes.js';
import { reportColumns, reportRules } from './reports.js';
import { users } from './users.js';

export const reviews = pgTable(
  'reviews',
  {
    id: uuidId(),
    locationId: ownedBy('location_id', () => locations.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The request the guest reviewed: one review per request. The demo data's reviews have none.
    quoteRequestId: uuid('quote_request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    // Vote times ten (10..50), so one decimal is exact without floating point.
    voteTenths: smallint('vote_tenths').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    // Kept equal to `hidden_at is not null` (a CHECK below), so the page and the averages filter one flag.
    isHidden: boolean('is_hidden').notNull().default(false),
    editedAt: tsz('edited_at'),
    hiddenAt: tsz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    // The host's one public reply, shown under the review; editing replaces it (reply_edited_at).
    replyContent: text('reply_content'),
    repliedAt: tsz('replied_at'),
    replyEditedAt: tsz('reply_edited_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_location_idx').on(t.locationId, t.createdAt),
    uniqueIndex('reviews_quote_request_key').on(t.quoteRequestId),
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_vote_check', sql`${t.voteTenths} between 10 and 50`),
    check('reviews_hidden_check', sql`${t.isHidden} = (${t.hiddenAt} is not null)`),
    check(
      'reviews_reply_check',
      sql`(${t.replyContent} is null) = (${t.repliedAt} is null) and coalesce(length(${t.replyContent}), 0) <= 1000`,
    ),
    check('reviews_hidden_reason_check', sql`${t.hiddenReason} is null or length(${t.hiddenReason}) <= 1000`),
  ],
);

/**
 * A host's report of a review on their location, for the console. Open until an administrator hides the
 * review or dismisses its reports; one per reporter and review.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuidId(),
    reviewId: ownedBy('review_id', () => reviews.id),
    ...reportColumns(),
  },
  (t) => reportRules('review_reports', t, t.reviewId, t.reviewId),
);
