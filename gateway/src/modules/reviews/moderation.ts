import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { paged, type PageWindow } from '../../pagination.js';
import { reviewReports, reviews } from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import { reviewMessages } from '@festa/domain';
import { writeAudit } from '../admin/audit.js';
import { lockReview, reviewStanding } from './common.js';
import { moderationReview, moderationReviews } from './views.js';

export type ReviewQueueFilter = 'RECENT' | 'REPORTED' | 'HIDDEN';
type Deps = Pick<AppDeps, 'db'>;

// Qualified by hand: the subquery runs inside statements about `reviews`.
const openReports = sql<number>`(select count(*)::int from review_reports rr
  where rr.review_id = "reviews"."id" and rr.resolved_at is null)`;

/**
 * One page of the console's reviews: every one newest first, those with open reports most reported
 * first, or the hidden ones newest first; with how many match.
 */
export async function reviewQueue(deps: Deps, filter: ReviewQueueFilter, window: PageWindow) {
  const where: SQL | undefined =
    filter === 'HIDDEN'
      ? eq(reviews.isHidden, true)
      : filter === 'REPORTED'
        ? sql`${openReports} > 0`
        : undefined;
  const order =
    filter === 'REPORTED'
      ? [desc(openReports), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const rows = await deps.db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await deps.db.select({ n: count() }).from(reviews).where(where);
  return paged(await moderationReviews(deps.db, rows), total?.n ?? 0, window);
}

async function countOpen(tx: Tx, reviewId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)));
  return row?.n ?? 0;
}

/** Closes the review's open reports, by this administrator, now. */
async function resolveReports(tx: Tx, reviewId: string, actorId: string, now: Date) {
  await tx
    .update(reviewReports)
    .set({ resolvedAt: now, resolvedBy: actorId })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)));
}

/**
 * Hides a review: it leaves the public page, the average and the count in the same transaction (they
 * read only visible reviews), and its open reports are resolved by the decision.
 */
export async function hideReview(deps: Deps, actorId: string, id: string, reason: string) {
  const row = await deps.db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (review.isHidden) throw conflict(reviewMessages.alreadyHidden);
    const open = await countOpen(tx, id);
    const now = new Date();
    const [updated] = await tx
      .update(reviews)
      .set({ isHidden: true, hiddenAt: now, hiddenReason: reason, hiddenBy: actorId })
      .where(eq(reviews.id, id))
      .returning();
    await resolveReports(tx, id, actorId, now);
    await writeAudit(tx, {
      actorId,
      action: 'REVIEW_HIDDEN',
      subjectType: 'REVIEW',
      subjectId: id,
      before: reviewStanding(review, open),
      after: reviewStanding(updated!, 0),
      reason,
    });
    return updated!;
  });
  return moderationReview(deps.db, row);
}

/** Shows a hidden review again: back on the page and in the average at once. */
export async function restoreReview(deps: Deps, actorId: string, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (!review.isHidden) throw conflict(reviewMessages.notHidden);
    const open = await countOpen(tx, id);
    const [updated] = await tx
      .update(reviews)
      .set({ isHidden: false, hiddenAt: null, hiddenReason: null, hiddenBy: null })
      .where(eq(reviews.id, id))
      .returning();
    await writeAudit(tx, {
      actorId,
      action: 'REVIEW_RESTORED',
      subjectType: 'REVIEW',
      subjectId: id,
      before: reviewStanding(review, open),
      after: reviewStanding(updated!, open),
    });
    return updated!;
  });
  return moderationReview(deps.db, row);
}

/** Closes a review's open reports and leaves it as it is (visible). */
export async function dismissReviewReports(deps: Deps, actorId: string, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    const open = await countOpen(tx, id);
    if (!open) throw conflict(reviewMessages.noOpenReports);
    await resolveReports(tx, id, actorId, new Date());
    await writeAudit(tx, {
      actorId,
      action: 'REVIEW_REPORTS_DISMISSED',
      subjectType: 'REVIEW',
      subjectId: id,
      before: reviewStanding(review, open),
      after: reviewStanding(review, 0),
    });
    return review;
  });
  return moderationReview(deps.db, row);
}
