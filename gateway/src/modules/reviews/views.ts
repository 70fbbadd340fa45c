import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ReviewRow } from '../../db/rows.js';
import { locations, reviewReports, users } from '../../db/schema/index.js';
import {
  moderationLocations,
  moderationUsers,
  type ModerationLocationView,
  type ModerationUserView,
} from '../admin/views.js';

/** A host's report as the console shows it (the GraphQL ReviewReport). */
export interface ReviewReportView {
  id: string;
  reason: string;
  createdAt: Date;
  reportedBy: ModerationUserView | null;
  resolvedAt: Date | null;
}

/** A review as the console shows it (the GraphQL ModerationReview). */
export interface ModerationReviewView {
  id: string;
  location: ModerationLocationView;
  author: string;
  authorUser: ModerationUserView | null;
  vote: number;
  title: string;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  isHidden: boolean;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  reports: ReviewReportView[];
  openReportCount: number;
}

/**
 * The console's views of reviews in the order given, with their locations, authors and reports: a fixed
 * number of queries for a whole page, reusing the console's own location and account presenters.
 */
export async function moderationReviews(db: DbOrTx, rows: ReviewRow[]): Promise<ModerationReviewView[]> {
  if (!rows.length) return [];
  // Sequential on purpose: inside a transaction there is one connection.
  const reports = await db
    .select()
    .from(reviewReports)
    .where(
      inArray(
        reviewReports.reviewId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
  const locationIds = [...new Set(rows.map((r) => r.locationId))];
  const locs = await db.select().from(locations).where(inArray(locations.id, locationIds));
  const locationViews = new Map((await moderationLocations(db, locs)).map((l) => [l.id, l]));
  const userIds = [
    ...new Set([
      ...rows.flatMap((r) => (r.userId ? [r.userId] : [])),
      ...reports.flatMap((r) => (r.reporterId ? [r.reporterId] : [])),
    ]),
  ];
  const people = userIds.length ? await db.select().from(users).where(inArray(users.id, userIds)) : [];
  const userViews = new Map((await moderationUsers(db, people)).map((u) => [u.id, u]));
  const person = (id: string | null) => (id ? (userViews.get(id) ?? null) : null);
  return rows.map((r) => {
    const own = reports.filter((x) => x.reviewId === r.id);
    return {
      id: r.id,
      location: locationViews.get(r.locationId)!,
      author: r.author,
      authorUser: person(r.userId),
      vote: r.voteTenths / 10,
      title: r.title,
      content: r.content,
      createdAt: r.createdAt,
      editedAt: r.editedAt,
      isHidden: r.isHidden,
      hiddenAt: r.hiddenAt,
      hiddenReason: r.hiddenReason,
      reports: own.map((x) => ({
        id: x.id,
        reason: x.reason,
        createdAt: x.createdAt,
        reportedBy: person(x.reporterId),
        resolvedAt: x.resolvedAt,
      })),
      openReportCount: own.filter((x) => !x.resolvedAt).length,
    };
  });
}

export async function moderationReview(db: DbOrTx, row: ReviewRow): Promise<ModerationReviewView> {
  return (await moderationReviews(db, [row]))[0]!;
}
