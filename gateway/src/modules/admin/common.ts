import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { LocationRow } from '../../db/rows.js';
import { locations, platformTasks, type PlatformTaskKind } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { notFoundMessages } from '@festa/domain/messages';
import { isUuid } from '@festa/domain';

/** What the console's writes need: the database, the public address for e-mails, delivery and billing. */
export type ModerationDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'billing' | 'outbox' | 'pubsub'>;

/** A location by id, deleted or not (the policies decide what an admin may do with it). */
export async function findLocationById(db: DbOrTx, id: string): Promise<LocationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row ?? null;
}

/**
 * The location re-read under a row lock: two admins deciding at once queue here, and the second sees the
 * first one's decision (and is refused) instead of deciding on what it read before.
 */
export async function lockLocation(tx: Tx, id: string): Promise<LocationRow> {
  const [row] = await tx.select().from(locations).where(eq(locations.id, id)).for('update');
  if (!row || row.deletedAt) throw notFound(notFoundMessages.location);
  return row;
}

/** Writes a moderation change to a locked location, stamped, and returns the row as it now stands. */
export async function updateLocation(
  tx: Tx,
  id: string,
  change: Partial<typeof locations.$inferInsert>,
): Promise<LocationRow> {
  const [updated] = await tx
    .update(locations)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(locations.id, id))
    .returning();
  return updated!;
}

/** What an approval or suspension changes, for the audit log. */
export const standing = (l: LocationRow) => ({
  approvalStatus: l.approvalStatus,
  subscriptionStatus: l.subscriptionStatus,
  subscriptionType: l.subscriptionType,
  isPublic: l.isPublic,
  publishedAt: l.publishedAt?.toISOString() ?? null,
  rejectionReason: l.rejectionReason,
  suspendedAt: l.suspendedAt?.toISOString() ?? null,
  suspensionReason: l.suspensionReason,
});

/** Marks the console's open review tasks of this kind for the location (or one change request) done. */
export async function closeReviewTasks(
  tx: DbOrTx,
  kind: PlatformTaskKind,
  locationId: string,
  changeRequestId?: string,
) {
  await tx
    .update(platformTasks)
    .set({ doneAt: new Date() })
    .where(
      and(
        eq(platformTasks.kind, kind),
        eq(platformTasks.locationId, locationId),
        changeRequestId ? eq(platformTasks.changeRequestId, changeRequestId) : undefined,
        isNull(platformTasks.doneAt),
      ),
    );
}
