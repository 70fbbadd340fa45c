import { announceNewLocation } from '../notifications/announcements.js';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { moderationMessages } from '@festa/domain/messages';
import type { Db } from '../../db/client.js';
import { isUuid } from '@festa/domain';
import type { LocationRow } from '../../db/rows.js';
import { locations, users } from '../../db/schema/index.js';
import { afterCommit } from '../notifications/events.js';
import { startSubscriptionOnApproval } from '../billing/service.js';
import { findLocation } from '../locations/service.js';
import { paged, type PageWindow } from '../../pagination.js';
import { conflict } from '../../errors.js';
import { decisionsAbout } from './audit.js';
import { closeReviewTasks, lockLocation, standing, updateLocation, type ModerationDeps } from './common.js';
import { recordDecision } from './notify.js';
import {
  APPROVAL_PROMISE_HOURS,
  businessData,
  moderationLocation,
  moderationUser,
  promise,
} from './views.js';

const PENDING = and(eq(locations.approvalStatus, 'PENDING'), isNull(locations.deletedAt));

/**
 * When a location entered approval: its open review task (written when it was created), else its
 * creation. The promise of an answer within 48 hours counts from there.
 */
// Qualified by hand: drizzle drops table names from columns in a select list, and `id` would then be the
// task's own.
const submittedAt = sql<Date>`coalesce((select min(t.created_at) from platform_tasks t
  where t.location_id = locations.id and t.kind = 'REVIEW_NEW_LOCATION' and t.done_at is null),
  locations.created_at)`.mapWith((v: string | Date) => new Date(v));

/** Locations in approval, longest waiting first: overdue ones lead the queue because they waited longest. */
export async function approvalQueue(db: Db, window: PageWindow, now = new Date()) {
  const rows = await db
    .select({ id: locations.id, submittedAt })
    .from(locations)
    .where(PENDING)
    .orderBy(asc(submittedAt), asc(locations.seq))
    .limit(window.limit)
    .offset(window.offset);
  const deadline = new Date(now.getTime() - APPROVAL_PROMISE_HOURS * 3_600_000);
  const [totals] = await db
    .select({
      n: count(),
      overdue: sql<number>`count(*) filter (where ${submittedAt} < ${deadline})`.mapWith(Number),
    })
    .from(locations)
    .where(PENDING);
  const items = [];
  for (const r of rows) {
    const item = await approvalItem(db, r.id, now);
    if (item) items.push(item);
  }
  return { ...paged(items, totals?.n ?? 0, window), overdueCount: totals?.overdue ?? 0 };
}

/** A location as the approval console shows it: the public page's data, owner, business data, history. */
export async function approvalItem(db: Db, id: string, now = new Date()) {
  if (!isUuid(id)) return null;
  const page = await findLocation(db, id, { page: true });
  if (!page || page.id !== id) return null;
  const [owner] = await db.select().from(users).where(eq(users.id, page.ownerId));
  const [timing] = await db.select({ submittedAt }).from(locations).where(eq(locations.id, id));
  const at = timing!.submittedAt;
  return {
    location: page,
    summary: await moderationLocation(db, page),
    owner: await moderationUser(db, owner!),
    business: businessData({ ...page, vatNumber: page.vatNumber ?? page.taxCode }),
    submittedAt: at,
    ...promise(at, now),
    decisions: await decisionsAbout(db, 'LOCATION', id),
  };
}

/**
 * Approves a location in approval. In one transaction, under the row's lock: APPROVED (public at once,
 * with its search columns, when FREE_FOREVER or already paid: `is_public` is computed), its publication
 * date when it goes public, the review task done, the host's notification and the audit entry. After the
 * commit, a card saved while waiting starts its subscription at the provider: never inside the
 * transaction (a slow provider would hold the lock), and a failure leaves the approval standing.
 */
export async function approveLocation(deps: ModerationDeps, actorId: string, id: string) {
  const { row, notification } = await deps.db.transaction(async (tx) => {
    const loc = await lockLocation(tx, id);
    if (loc.approvalStatus !== 'PENDING') throw conflict(moderationMessages.locationAlreadyDecided);
    const live =
      !loc.suspendedAt && (loc.subscriptionStatus === 'ACTIVE' || loc.subscriptionType === 'FREE_FOREVER');
    const updated = await updateLocation(tx, loc.id, {
      approvalStatus: 'APPROVED',
      rejectionReason: null,
      ...(live && !loc.publishedAt ? { publishedAt: new Date() } : {}),
    });
    await closeReviewTasks(tx, 'REVIEW_NEW_LOCATION', loc.id);
    // Public for the first time: guests who asked are told, later and in batches, by the outbox.
    if (live && !loc.publishedAt) await announceNewLocation(tx, loc.id);
    const notification = await recordDecision(tx, deps.config.PUBLIC_URL, {
      actorId,
      action: 'LOCATION_APPROVED',
      location: updated,
      before: standing(loc),
      after: standing(updated),
    });
    return { row: updated, notification };
  });
  afterCommit(deps, [notification]);
  const billing = await startBilling(deps, row);
  return { location: await moderationLocation(deps.db, row), ...billing };
}

async function startBilling(deps: ModerationDeps, row: LocationRow) {
  try {
    const started = await startSubscriptionOnApproval(deps, row);
    return { subscriptionStarted: started != null, subscriptionStartFailed: false };
  } catch (err) {
    // The approval stands: the host sees an approved, unpaid location and pays from the dashboard.
    deps.logger.warn(
      { locationId: row.id, err: err instanceof Error ? err.message : String(err) },
      'subscription not started on approval',
    );
    return { subscriptionStarted: false, subscriptionStartFailed: true };
  }
}

/** Rejects a location in approval with the reason its host reads (on the dashboard and in the message). */
export async function rejectLocation(deps: ModerationDeps, actorId: string, id: string, reason: string) {
  const { row, notification } = await deps.db.transaction(async (tx) => {
    const loc = await lockLocation(tx, id);
    if (loc.approvalStatus !== 'PENDING') throw conflict(moderationMessages.locationAlreadyDecided);
    const updated = await updateLocation(tx, loc.id, { approvalStatus: 'REJECTED', rejectionReason: reason });
    await closeReviewTasks(tx, 'REVIEW_NEW_LOCATION', loc.id);
    const notification = await recordDecision(tx, deps.config.PUBLIC_URL, {
      actorId,
      action: 'LOCATION_REJECTED',
      location: updated,
      before: standing(loc),
      after: standing(updated),
      reason,
    });
    return { row: updated, notification };
  });
  afterCommit(deps, [notification]);
  return moderationLocation(deps.db, row);
}
