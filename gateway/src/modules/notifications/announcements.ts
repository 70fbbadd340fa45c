import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.js';
import type { NotificationRow } from '../../db/rows.js';
import { locations, notifications, outbox, platformTasks, users } from '../../db/schema/index.js';
import type { PubSub } from '../../pubsub.js';
import { deliveries } from './events.js';
import { wantsNewLocations } from './preferences.js';
import { publishNotification } from './service.js';

/** Guests told per transaction: big enough to be quick, small enough to keep each write short. */
export const ANNOUNCEMENT_BATCH = 1000;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Called in the transaction that makes a location public for the first time (`published_at` set): asks
 * for its announcement to guests. A unique index keeps it to one per location whatever the path.
 */
export async function announceNewLocation(tx: DbOrTx, locationId: string): Promise<void> {
  await tx
    .insert(platformTasks)
    .values({ kind: 'ANNOUNCE_NEW_LOCATION', locationId, payload: { after: FIRST_ID } })
    .onConflictDoNothing();
}

export interface AnnouncementDeps {
  db: Db;
  publicUrl: string;
  pubsub: PubSub;
  logger: Logger;
}

/**
 * One batch of one announcement: the next guests (by id, after the task's cursor) who want 'Nuove location
 * aggiunte' (`wantsNewLocations`) get the feed row, and the e-mail and push in the outbox, in one transaction with the
 * cursor's move, so a crash repeats no guest and skips none. Returns the rows written (0: nothing to do).
 */
async function announceBatch(deps: AnnouncementDeps, batch: number): Promise<NotificationRow[] | null> {
  return deps.db.transaction(async (tx) => {
    const [task] = await tx
      .select()
      .from(platformTasks)
      .where(and(eq(platformTasks.kind, 'ANNOUNCE_NEW_LOCATION'), isNull(platformTasks.doneAt)))
      .orderBy(asc(platformTasks.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!task) return null;
    const [loc] = await tx.select().from(locations).where(eq(locations.id, task.locationId));
    const after = (task.payload as { after?: string }).after ?? FIRST_ID;
    // Gone private again before its turn (deleted, suspended, unpaid): nothing to announce.
    const guests =
      loc?.isPublic === true
        ? await tx
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(
              and(
                wantsNewLocations,
                isNull(users.deletedAt),
                isNull(users.suspendedAt),
                ne(users.id, loc.ownerId),
                gt(users.id, after),
              ),
            )
            .orderBy(asc(users.id))
            .limit(batch)
        : [];
    if (!loc || !guests.length) {
      await tx.update(platformTasks).set({ doneAt: new Date() }).where(eq(platformTasks.id, task.id));
      return [];
    }
    const metadata = {
      location: { id: loc.id, name: loc.name, slug: loc.slug, city: loc.city, logoUrl: loc.logoUrl },
    };
    const rows = await tx
      .insert(notifications)
      .values(
        guests.map((g) => ({
          userId: g.id,
          role: 'GUEST' as const,
          type: 'NEW_LOCATION' as const,
          locationId: loc.id,
          metadata,
        })),
      )
      .returning();
    const emailOf = new Map(guests.map((g) => [g.id, g.email]));
    await tx
      .insert(outbox)
      .values(rows.flatMap((row) => deliveries(deps.publicUrl, row, emailOf.get(row.userId)!)));
    await tx
      .update(platformTasks)
      .set({
        payload: sql`jsonb_set(${platformTasks.payload}, '{after}', to_jsonb(${guests.at(-1)!.id}::text))`,
      })
      .where(eq(platformTasks.id, task.id));
    return rows;
  });
}

/**
 * Works through every pending announcement, batch by batch, outside any request: an approval or a payment
 * only records that a location went public. Live dots follow each committed batch (best effort).
 */
export async function runAnnouncements(deps: AnnouncementDeps, batch = ANNOUNCEMENT_BATCH): Promise<number> {
  let written = 0;
  for (;;) {
    const rows = await announceBatch(deps, batch);
    if (rows === null) return written;
    written += rows.length;
    for (const row of rows) {
      publishNotification(deps.pubsub, row).catch((err: unknown) =>
        deps.logger.warn({ err: String(err), notificationId: row.id }, 'live notification not published'),
      );
    }
  }
}
