import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common.js';
import { locations } from './locations.js';

/**
 * The private iCalendar address of a location: one per location, replaced to revoke the old one.
 * The token is kept as is (not hashed) so the host can see and copy the address again; it is 256 random
 * bits, and a reader of this table already reads the dates the feed would show.
 */
export const locationCalendarFeeds = pgTable('location_calendar_feeds', {
  locationId: uuid('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('location_calendar_feeds_token_key'),
  createdAt: createdAt(),
});
