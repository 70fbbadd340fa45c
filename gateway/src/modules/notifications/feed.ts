import { invalidCursor } from '../../errors.js';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor, readSeq } from '../../cursor.js';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { NotificationRow } from '../../db/rows.js';
import type { Role } from './service.js';

export const FEED_PAGE_SIZE = 10;

// The feed is read by day ('Oggi', 'Ieri', …), so it is ordered by when each notification happened, not by
// when its row was written (a job or an import can write an older event after a newer one). The keyset is
// (created_at, seq): seq breaks ties between rows one transaction wrote with the same now(). The cursor keeps
// created_at as PostgreSQL prints it, microseconds included, so the comparison is exact; new notifications
// arriving while scrolling never shift later pages.
const FEED_CURSOR = 'n2';
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export async function feed(
  db: Db,
  userId: string,
  role: Role,
  first: number,
  after: string | null | undefined,
): Promise<{ items: NotificationRow[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(1, first), 50);
  const parts = after ? decodeCursor(FEED_CURSOR, after, 2) : null;
  const pos = parts && PG_TIMESTAMP.test(parts[0]!) ? { at: parts[0]!, seq: readSeq(parts[1]) } : null;
  if (after && !pos?.seq) throw invalidCursor();
  const rows = await db
    .select({ row: notifications, at: sql<string>`${notifications.createdAt}::text` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.role, role),
        pos
          ? sql`(${notifications.createdAt}, ${notifications.seq}) < (${pos.at}::timestamptz, ${pos.seq})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => r.row),
    nextCursor: rows.length > limit && last ? encodeCursor(FEED_CURSOR, last.at, last.row.seq) : null,
  };
}

/**
 * One call for every unread id the page loaded; ids of other users are silently ignored. Every id is a
 * uuid already: inputGuard checks each `ID` argument before any resolver runs.
 */
export async function markRead(db: Db, userId: string, ids: string[]): Promise<void> {
  const valid = ids.slice(0, 500);
  if (!valid.length) return;
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, valid)));
}
