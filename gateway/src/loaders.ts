import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './db/client.js';
import type { ReviewRow } from './db/rows.js';
import { favorites, locations, quoteRequests, reviewReports, reviews } from './db/schema/index.js';

/** A request's review (hidden or not) and whether its location is gone, for QuoteRequest.review/canReview. */
export interface RequestReview {
  review: ReviewRow | null;
  locationDeleted: boolean;
}

/**
 * The request's batch loaders. Whether the viewer saved a location is loaded per item (a search page
 * asks it once per card); everything else of a location comes from the one-statement page. The review
 * fields of a list of requests, and of a page of reviews, are read once per list.
 */
export function createLoaders(db: Db, viewerId: string | null) {
  return {
    isFavorite: new DataLoader<string, boolean>(async (ids) => {
      if (!viewerId) return ids.map(() => false);
      const rows = await db
        .select({ id: favorites.locationId })
        .from(favorites)
        .where(and(eq(favorites.userId, viewerId), inArray(favorites.locationId, [...ids])));
      const set = new Set(rows.map((r) => r.id));
      return ids.map((id) => set.has(id));
    }),
    /** By quote request id. */
    requestReview: new DataLoader<string, RequestReview>(async (ids) => {
      const rows = await db
        .select({ id: quoteRequests.id, review: reviews, deletedAt: locations.deletedAt })
        .from(quoteRequests)
        .innerJoin(locations, eq(locations.id, quoteRequests.locationId))
        .leftJoin(reviews, eq(reviews.quoteRequestId, quoteRequests.id))
        .where(inArray(quoteRequests.id, [...ids]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => {
        const row = byId.get(id);
        return { review: row?.review ?? null, locationDeleted: !row || row.deletedAt != null };
      });
    }),
    /** By review id: who owns the reviewed location, and whether the viewer has reported the review. */
    reviewReportState: new DataLoader<string, { ownerId: string | null; reported: boolean }>(async (ids) => {
      const owners = await db
        .select({ id: reviews.id, ownerId: locations.ownerId })
        .from(reviews)
        .innerJoin(locations, eq(locations.id, reviews.locationId))
        .where(inArray(reviews.id, [...ids]));
      const reported = viewerId
        ? await db
            .select({ id: reviewReports.reviewId })
            .from(reviewReports)
            .where(and(inArray(reviewReports.reviewId, [...ids]), eq(reviewReports.reporterId, viewerId)))
        : [];
      const ownerOf = new Map(owners.map((r) => [r.id, r.ownerId]));
      const done = new Set(reported.map((r) => r.id));
      return ids.map((id) => ({ ownerId: ownerOf.get(id) ?? null, reported: done.has(id) }));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
