import { badInput } from '../../errors.js';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { decodeCursor, encodeCursor, readSeq } from '../../cursor.js';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { NotificationRow } from '../../db/rows.js';
import type { Role } from './service.js';

export const FEED_PAGE_SIZE = 10;

// Keyset cursor on seq (insertion order): new notifications arriving while scrolling never shift later pages.
const FEED_CURSOR = 'n';

export async function feed(
  db: Db,
  userId: string,
  role: Role,
  first: number,
  after: string | null | undefined,
): Promise<{ items: NotificationRow[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(1, first), 50);
  const pos = after ? readSeq(decodeCursor(FEED_CURSOR, after, 1)?.[0]) : null;
  if (after && !pos) throw badInput('after', 'Cursore non valido');
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.role, role),
        pos ? lt(notifications.seq, pos) : undefined,
      ),
    )
    .orderBy(desc(notifications.seq))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return {
    items,
    nextCursor: rows.length > limit ? encodeCursor(FEED_CURSOR, items[items.length - 1]!.seq) : null,
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
