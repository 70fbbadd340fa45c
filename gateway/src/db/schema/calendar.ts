import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList, ownedBy, tsz, uuidId } from './common.js';
import { locations } from './locations.js';
import { ambients, services } from './ambients.js';

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

export const CALENDAR_IMPORT_ERROR_KEYS = [
  'UNREACHABLE',
  'TIMEOUT',
  'HTTP_STATUS',
  'TOO_LARGE',
  'FORBIDDEN_ADDRESS',
  'TOO_MANY_REDIRECTS',
  'INVALID_CALENDAR',
] as const;

/**
 * An iCalendar address (Google Calendar, Airbnb…) a host imports into one ambient or one service: its
 * events close those days to guests. Exactly one of ambient and service is set. `next_sync_at` is the
 * claim every gateway's scheduler takes with SKIP LOCKED, so one address is fetched by one process at a
 * time; `etag` and `last_modified` make the next fetch conditional.
 */
export const calendarImports = pgTable(
  'calendar_imports',
  {
    id: uuidId(),
    locationId: ownedBy('location_id', () => locations.id),
    ambientId: uuid('ambient_id').references(() => ambients.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastSyncedAt: tsz('last_synced_at'),
    lastError: text('last_error'),
    nextSyncAt: tsz('next_sync_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('calendar_imports_one_item', sql`(ambient_id is null) <> (service_id is null)`),
    check(
      'calendar_imports_error',
      sql`last_error is null or ${inList('last_error', CALENDAR_IMPORT_ERROR_KEYS)}`,
    ),
    index('calendar_imports_location_idx').on(t.locationId),
    index('calendar_imports_next_sync_idx').on(t.nextSyncAt),
    uniqueIndex('calendar_imports_ambient_url_key').on(t.ambientId, t.url),
    uniqueIndex('calendar_imports_service_url_key').on(t.serviceId, t.url),
  ],
);

/**
 * The days an imported calendar keeps busy, one row per day: replaced whole at each sync, so
 * new, moved and removed events all show. Kept apart from the host's own blocked days, which the host
 * may free; these only the source calendar frees. The events' titles are not kept: a private calendar's
 * may name people, and the day being busy is all this needs.
 */
export const calendarImportDays = pgTable(
  'calendar_import_days',
  {
    importId: ownedBy('import_id', () => calendarImports.id),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.date] }), index('calendar_import_days_date_idx').on(t.date)],
);
