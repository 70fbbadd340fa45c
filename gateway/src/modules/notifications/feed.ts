import { isUuid } from '../../../../domain/index.js';
import { badInput } from '../../errors.js';
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { NotificationRow } from '../../db/rows.js';
import type { Role } from './service.js';

export const FEED_PAGE_SIZE = 10;

// Keyset cursor (createdAt, id): new notifications arriving while scrolling never shift later pages.
const encode = (r: NotificationRow) =>
  Buffer.from(JSON.stringify([r.createdAt.toISOString(), r.id])).toString('base64url');

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Only what encode gives: an instant as toISOString writes it (a year PostgreSQL reads) and a uuid. */
function decode(cursor: string): [Date, string] | null {
  try {
    const pair: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [at, id] = pair as unknown[];
    // PostgreSQL has no year 0000; four digits keep it below 10000.
    if (typeof at !== 'string' || !ISO_INSTANT.test(at) || at.startsWith('0000') || !isUuid(id)) return null;
    const date = new Date(at);
    if (Number.isNaN(date.getTime()) || date.toISOString() !== at) return null;
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
  if (after && !pos) throw badInput('after', 'Cursore non valido');
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
  const valid = ids.filter(isUuid).slice(0, 500);
  if (!valid.length) return;
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, valid)));
}
