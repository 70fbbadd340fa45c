import { isbot } from 'isbot';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { locationDailyViews, locationViewVisitors } from '../../db/schema/index.js';
import { romeDay, visitorKey } from '../favorites/visitor.js';
import { addDays } from '@festalocation/domain';

export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Whether this reader of a location's page is a visitor the host wants counted: not a known crawler or
 * link preview (isbot's maintained list; a request without a user agent is a script, not a person), not
 * the host looking at their own page, not an administrator moderating it.
 */
export function countsAsVisitor(viewer: Viewer, ownerId: string): boolean {
  if (!viewer.userAgent || isbot(viewer.userAgent)) return false;
  return viewer.userId !== ownerId && !viewer.isAdmin;
}

/**
 * Counts a view of a location's page once per visitor and day (Europe/Rome). The visitor is a keyed hash
 * of the day, the location and the account (signed in) or the address with the browser (signed out): a
 * new key for the day moves the day's counter in the same transaction; a known one changes nothing. The
 * keys are deleted once their day is over (`forgetViewVisitors`), so only the daily counts remain.
 */
export async function recordLocationView(
  db: Db,
  secret: string,
  location: { id: string; ownerId: string },
  viewer: Viewer,
  now: Date = new Date(),
): Promise<boolean> {
  if (!countsAsVisitor(viewer, location.ownerId)) return false;
  const day = romeDay(now);
  const key = visitorKey(
    secret,
    day,
    viewer.userId ? { userId: viewer.userId } : { ip: viewer.ip, userAgent: viewer.userAgent },
    `location-view\0${location.id}`,
  );
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(locationViewVisitors)
      .values({ locationId: location.id, day, visitorKey: key })
      .onConflictDoNothing()
      .returning({ day: locationViewVisitors.day });
    if (!fresh.length) return false;
    await tx
      .insert(locationDailyViews)
      .values({ locationId: location.id, day, views: 1 })
      .onConflictDoUpdate({
        target: [locationDailyViews.locationId, locationDailyViews.day],
        set: { views: sql`${locationDailyViews.views} + 1` },
      });
    return true;
  });
}

/** Drops the visitor keys of the days before yesterday: a late view of yesterday still finds its key. */
export async function forgetViewVisitors(db: Db, now: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(locationViewVisitors)
    .where(lt(locationViewVisitors.day, addDays(romeDay(now), -1)))
    .returning({ day: locationViewVisitors.day });
  return removed.length;
}
