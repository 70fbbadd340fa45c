import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { NotificationRow } from '../../db/rows.js';
import type { Role } from './service.js';

export const FEED_PAGE_SIZE = 10;

// Keyset cursor (createdAt, id): new notifications arriving while scrolling never shift later pages.
const encode = (r: NotificationRow) =>
  Buffer.from(JSON.stringify([r.createdAt.toISOString(), r.id])).toString('base64url');

function decode(cursor: string): [Date, string] | null {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(at);
    if (Number.isNaN(date.getTime()) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    return [date, id];
  } catch {
    return null;
  }
}

export async function feed(
  db: Db,
  userId: string,
  role: Role,
  first: number,
  after: string | null | undefined,
): Promise<{ items: NotificationRow[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(1, first), 50);
  const pos = after ? decode(after) : null;
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.role, role),
        pos
          ? or(
              lt(notifications.createdAt, pos[0]),
              and(eq(notifications.createdAt, pos[0]), lt(notifications.id, pos[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encode(items[items.length - 1]!) : null };
}

/** One call for every unread id the page loaded; ids of other users are silently ignored. */
export async function markRead(db: Db, userId: string, ids: string[]): Promise<void> {
  const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).slice(0, 500);
  if (!valid.length) return;
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, valid)));
}
