import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { ReviewRow, UserRow } from '../../db/rows.js';
import { locations, quoteRequests, reviewReports, reviews } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import { conflict, DomainError, notFound } from '../../errors.js';
import { QUOTE_NOT_FOUND } from '../../policies.js';
import { afterCommit, recordEvent } from '../notifications/events.js';
import {
  ineligibilityMessage,
  isReviewEditable,
  notFoundMessages,
  reviewAuthorName,
  reviewIneligibility,
  reviewMessages,
  todayInRome,
} from '@festalocation/domain';
import type { ReviewInput } from '@festalocation/domain/schemas/reviews';
import { lockReview } from './common.js';

/** What writing a review needs: the database, the public address for e-mails, delivery. */
export type ReviewDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'outbox' | 'pubsub'>;

/**
 * The guest reviews the location of their own request. The request is locked, so two tabs sending at
 * once queue here and the second finds the first review (CONFLICT; the unique index backs this up).
 * The host hears of it in the same transaction (NEW_REVIEW).
 */
export async function createReview(
  deps: ReviewDeps,
  guest: UserRow,
  quoteRequestId: string,
  input: ReviewInput,
  now: Date = new Date(),
): Promise<ReviewRow> {
  try {
    const { review, event } = await deps.db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, quoteRequestId))
        .for('update');
      if (!request || request.userId !== guest.id) throw notFound(QUOTE_NOT_FOUND);
      const [loc] = await tx.select().from(locations).where(eq(locations.id, request.locationId));
      if (!loc || loc.deletedAt) throw notFound(notFoundMessages.location);
      const why = reviewIneligibility(request, todayInRome(now));
      if (why) throw new DomainError('FORBIDDEN', ineligibilityMessage(why));
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.quoteRequestId, request.id));
      if (existing) throw conflict(reviewMessages.alreadyReviewed);
      const [review] = await tx
        .insert(reviews)
        .values({
          locationId: loc.id,
          userId: guest.id,
          quoteRequestId: request.id,
          author: reviewAuthorName(guest.fullName),
          voteTenths: input.vote * 10,
          title: input.title,
          content: input.content,
          createdAt: now,
        })
        .returning();
      const event = await recordEvent(tx, deps.config.PUBLIC_URL, {
        userId: loc.ownerId,
        role: 'HOST',
        type: 'NEW_REVIEW',
        locationId: loc.id,
        quoteRequestId: request.id,
        metadata: {
          location: { id: loc.id, name: loc.name, slug: loc.slug, city: loc.city, logoUrl: loc.logoUrl },
          review: { id: review!.id, vote: input.vote, number: request.number },
        },
      });
      return { review: review!, event };
    });
    afterCommit(deps, [event]);
    return review;
  } catch (err) {
    if (isUniqueViolation(err, 'reviews_quote_request_key')) throw conflict(reviewMessages.alreadyReviewed);
    throw err;
  }
}

/**
 * Its author rewrites a review (the policy allowed it: theirs, visible, within 14 days). Both are checked
 * again under the row lock: an administrator may have hidden it, or the window closed, since the check.
 */
export async function updateReview(
  deps: ReviewDeps,
  id: string,
  input: ReviewInput,
  now: Date = new Date(),
): Promise<ReviewRow> {
  return deps.db.transaction(async (tx) => {
    const current = await lockReview(tx, id);
    if (current.hiddenAt) throw new DomainError('FORBIDDEN', reviewMessages.hiddenNotEditable);
    if (!isReviewEditable(current.createdAt, now))
      throw new DomainError('FORBIDDEN', reviewMessages.editWindowClosed);
    const [row] = await tx
      .update(reviews)
      .set({ voteTenths: input.vote * 10, title: input.title, content: input.content, editedAt: now })
      .where(eq(reviews.id, id))
      .returning();
    return row!;
  });
}

/** The location's owner reports a review to the platform, once (CONFLICT the second time). */
export async function reportReview(
  deps: Pick<AppDeps, 'db'>,
  reporterId: string,
  review: ReviewRow,
  reason: string,
): Promise<ReviewRow> {
  const inserted = await deps.db
    .insert(reviewReports)
    .values({ reviewId: review.id, reporterId, reason })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] })
    .returning({ id: reviewReports.id });
  if (!inserted.length) throw conflict(reviewMessages.alreadyReported);
  return review;
}

/**
 * The owner of the reviewed location writes the review's one public reply, or replaces it. Re-checked
 * under the row lock (an administrator may have hidden the review since the policy's check). The guest
 * who wrote it hears of the first reply (REVIEW_REPLY), in the same transaction; an edit tells nobody.
 */
export async function replyToReview(
  deps: ReviewDeps,
  id: string,
  content: string,
  now: Date = new Date(),
): Promise<ReviewRow> {
  const { row, event } = await deps.db.transaction(async (tx) => {
    const current = await lockReview(tx, id);
    if (current.hiddenAt) throw new DomainError('FORBIDDEN', reviewMessages.replyHidden);
    const first = current.repliedAt === null;
    const [row] = await tx
      .update(reviews)
      .set(first ? { replyContent: content, repliedAt: now } : { replyContent: content, replyEditedAt: now })
      .where(eq(reviews.id, id))
      .returning();
    if (!first || !current.userId) return { row: row!, event: null };
    const [loc] = await tx.select().from(locations).where(eq(locations.id, current.locationId));
    const event = await recordEvent(tx, deps.config.PUBLIC_URL, {
      userId: current.userId,
      role: 'GUEST',
      type: 'REVIEW_REPLY',
      locationId: current.locationId,
      quoteRequestId: current.quoteRequestId,
      metadata: {
        location: { id: loc!.id, name: loc!.name, slug: loc!.slug, city: loc!.city, logoUrl: loc!.logoUrl },
        review: { id: current.id },
      },
    });
    return { row: row!, event };
  });
  if (event) afterCommit(deps, [event]);
  return row;
}
