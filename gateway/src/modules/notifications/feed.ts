import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { readSeq } from '../../cursor.js';
import { cursorPage, cursorWindow } from '../../pagination.js';
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

function readFeedCursor([at, seqPart]: string[]): { at: string; seq: number } | null {
  const seq = readSeq(seqPart);
  return at && PG_TIMESTAMP.test(at) && seq ? { at, seq } : null;
}

const FEED_LIST = { kind: FEED_CURSOR, parts: 2, first: FEED_PAGE_SIZE, max: 50, read: readFeedCursor };

export async function feed(
  db: Db,
  userId: string,
  role: Role,
  first: number,
  after: string | null | undefined,
): Promise<{ items: NotificationRow[]; nextCursor: string | null }> {
  const window = cursorWindow({ first, after }, FEED_LIST);
  const pos = window.after;
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
    .limit(window.limit + 1);
  const { items, nextCursor } = cursorPage(
    rows,
    window,
    FEED_CURSOR,
    (r) => [r.at, r.row.seq],
    (page) => page.map((r) => r.row),
  );
  return { items, nextCursor };
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
