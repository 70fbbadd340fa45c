import { isValidIsoDate } from '@festa/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favorites, locationContactClicks, locations } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { readId } from '../../cursor.js';
import { cursorPage, cursorWindow } from '../../pagination.js';
import { cardColumns, type CardWithImage } from '../search/service.js';
import { notFoundMessages } from '@festa/domain/messages';

const NOT_FOUND = notFoundMessages.location;

/** Favourite keyset cursor: when it was saved (microseconds, as text) and the location id as tiebreak. */
const FAV_CURSOR = 'f';
const SAVED_AT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}\+00$/;

/** Only what the list gives: to_char's UTC instant (a real one, in a year PostgreSQL reads) and a uuid. */
function readFavCursor([createdAt, id]: string[]): { createdAt: string; locationId: string } | null {
  const m = createdAt ? SAVED_AT.exec(createdAt) : null;
  const locationId = readId(id);
  if (!m || !locationId || !isValidIsoDate(m[1]!)) return null;
  if (Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4]) > 59) return null;
  return { createdAt: createdAt!, locationId };
}

/** Favourites are saved while the list is read: keyset pages, newest first. */
const FAVORITES_LIST = { kind: FAV_CURSOR, parts: 2, first: 10, max: 50, read: readFavCursor };

/**
 * Idempotent add/remove. Adding needs a public location (anything else answers NOT_FOUND, as if it did not
 * exist); removing always works so a favourite of a location that has since been hidden can be dropped.
 */
export async function setFavorite(db: Db, userId: string, locationId: string, add: boolean) {
  if (!add) {
    await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.locationId, locationId)));
    return { locationId, isFavorite: false };
  }
  const [loc] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), sql`${locations.isPublic}`))
    .limit(1);
  if (!loc) throw notFound(NOT_FOUND);
  await db.insert(favorites).values({ userId, locationId }).onConflictDoNothing();
  return { locationId, isFavorite: true };
}

/** The viewer's favourites that are still public, most recently saved first. */
export async function listFavorites(db: Db, userId: string, first: number, after?: string | null) {
  const window = cursorWindow({ first, after }, FAVORITES_LIST);
  const where = [eq(favorites.userId, userId), sql`${locations.isPublic}`];
  const c = window.after;
  if (c) {
    where.push(
      sql`(${favorites.createdAt}, ${favorites.locationId}) < (${c.createdAt}::timestamptz, ${c.locationId}::uuid)`,
    );
  }
  const rows = await db
    .select({
      ...cardColumns,
      savedAt: sql<string>`to_char(${favorites.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"+00"')`,
    })
    .from(favorites)
    .innerJoin(locations, eq(locations.id, favorites.locationId))
    .where(and(...where))
    .orderBy(desc(favorites.createdAt), desc(favorites.locationId))
    .limit(window.limit + 1);
  return cursorPage(rows as (CardWithImage & { savedAt: string })[], window, FAV_CURSOR, (row) => [
    row.savedAt,
    row.id,
  ]);
}

/**
 * A click on 'Chiama' or 'WhatsApp' counts once per visitor, location, contact and day: the row's unique
 * key decides (insert or nothing, atomic across processes), and only a new row moves the host's counter,
 * in the same transaction. Only public locations showing that contact count; anything else is NOT_FOUND.
 * A repeated click answers like the first.
 */
export async function recordContactClick(
  db: Db,
  locationId: string,
  type: 'PHONE_NUMBER' | 'WHATSAPP',
  visitor: { userId: string | null; key: string; day: string },
) {
  return db.transaction(async (tx) => {
    const contact = type === 'WHATSAPP' ? locations.whatsapp : locations.phoneNumber;
    const [shown] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(
          eq(locations.id, locationId),
          sql`${locations.isPublic}`,
          eq(locations.visibleContacts, true),
          sql`coalesce(${contact}, '') <> ''`,
        ),
      );
    if (!shown) throw notFound(NOT_FOUND);
    const inserted = await tx
      .insert(locationContactClicks)
      .values({ locationId, type, userId: visitor.userId, visitorKey: visitor.key, day: visitor.day })
      .onConflictDoNothing()
      .returning({ id: locationContactClicks.id });
    if (!inserted.length) return true;
    await tx
      .update(locations)
      .set(
        type === 'WHATSAPP'
          ? { whatsappClicks: sql`${locations.whatsappClicks} + 1` }
          : { phoneClicks: sql`${locations.phoneClicks} + 1` },
      )
      .where(eq(locations.id, locationId));
    return true;
  });
}
