import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { ReviewRow } from '../../db/rows.js';
import { locations, quoteRequests, reviews } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import type { ReviewRef } from '../../policies.js';
import { isUuid, reviewMessages } from '@festa/domain';

/** A review with what the rules need about it: the owner of the reviewed location. */
export type ReviewWithOwner = ReviewRow & ReviewRef;

const withOwner = (row: ReviewRow, ownerId: string): ReviewWithOwner => ({
  ...row,
  authorId: row.userId,
  ownerId,
});

/** A review by id with its location's owner, hidden or not (the policies decide who may act on it). */
export async function findReview(db: DbOrTx, id: string): Promise<ReviewWithOwner | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ review: reviews, ownerId: locations.ownerId })
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(eq(reviews.id, id));
  return row ? withOwner(row.review, row.ownerId) : null;
}

/** A quote request as the rules see it (its host and its guest); null when there is none. */
export async function findRequestRef(db: DbOrTx, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: quoteRequests.id, userId: quoteRequests.userId, ownerId: locations.ownerId })
    .from(quoteRequests)
    .innerJoin(locations, eq(locations.id, quoteRequests.locationId))
    .where(eq(quoteRequests.id, id));
  return row ?? null;
}

/**
 * The review re-read under a row lock: two people acting on it at once (an admin hiding it while its
 * author edits it, two admins) queue here, and the second decides on what the first left.
 */
export async function lockReview(tx: Tx, id: string): Promise<ReviewRow> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!row) throw notFound(reviewMessages.notFound);
  return row;
}

/** What the audit log keeps of a review's standing before and after an action. */
export const reviewStanding = (r: ReviewRow, openReports: number) => ({
  isHidden: r.isHidden,
  hiddenAt: r.hiddenAt?.toISOString() ?? null,
  hiddenReason: r.hiddenReason,
  openReports,
});
