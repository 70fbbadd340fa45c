import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownedBy } from './common.js';
import { locations } from './locations.js';

/**
 * Who has already been counted on a location's page today (Europe/Rome): only a keyed hash that changes
 * every day (address, browser, location and day; never the address itself). The key exists only to make
 * a second view the same day a no-op; the retention job deletes the rows once their day is over.
 */
export const locationViewVisitors = pgTable(
  'location_view_visitors',
  {
    locationId: ownedBy('location_id', () => locations.id),
    day: date('day', { mode: 'string' }).notNull(),
    visitorKey: text('visitor_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.day, t.visitorKey] }),
    index('location_view_visitors_day_idx').on(t.day),
  ],
);

/** What the statistics keep of the views: one counter per location and day, no visitor in it. */
export const locationDailyViews = pgTable(
  'location_daily_views',
  {
    locationId: ownedBy('location_id', () => locations.id),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.day] }),
    check('location_daily_views_views_check', sql`${t.views} >= 0`),
  ],
);
