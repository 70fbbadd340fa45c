import { sql } from 'drizzle-orm';
import type { PriceProfile } from '@festalocation/domain';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPROVAL_STATUS_KEYS,
  createdAt,
  DAY_KEYS,
  EVENT_TYPE_KEYS,
  inList,
  LOCATION_TYPE_KEYS,
  ownedBy,
  SPACE_TYPE_KEYS,
  SUBSCRIPTION_STATUS_KEYS,
  SUBSCRIPTION_TYPE_KEYS,
  TIMING_MODE_KEYS,
  tsz,
  updatedAt,
  uuidId,
} from './common.js';
import { activityTypes, cities, tags } from './catalogue.js';
import { users } from './users.js';

export const locations = pgTable(
  'locations',
  {
    id: uuidId(),
    // Monotonic key for keyset pagination: new rows sort first and never shift later pages.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameNormalized: text('name_normalized').notNull(),
    description: text('description'),
    note: text('note'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    cityNormalized: text('city_normalized').notNull(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    province: text('province').notNull(),
    cap: text('cap').notNull(),
    logoUrl: text('logo_url'),
    locationType: text('location_type').notNull(),
    ambientType: text('ambient_type').notNull().default('CLOSE'),
    ambientCapacity: integer('ambient_capacity').notNull().default(1),
    vatNumber: text('vat_number'),
    taxCode: text('tax_code'),
    pec: text('pec'),
    sdiCode: text('sdi_code'),
    phoneNumber: text('phone_number').notNull(),
    whatsapp: text('whatsapp'),
    link: text('link'),
    // Who the platform invoices: the legal name (ragione sociale, or the person's name with a codice
    // fiscale) and the registered office, with its comune, province code (MI) and postal code. Null on
    // locations created before these were asked for, until a change request supplies them.
    legalName: text('legal_name'),
    legalAddress: text('legal_address'),
    legalCityId: integer('legal_city_id').references(() => cities.id, { onDelete: 'set null' }),
    legalCity: text('legal_city'),
    legalProvince: text('legal_province'),
    legalCap: text('legal_cap'),
    visibleContacts: boolean('visible_contacts').notNull().default(false),
    timingMode: text('timing_mode').notNull().default('TIME_RANGE'),
    approvalStatus: text('approval_status').notNull().default('PENDING'),
    subscriptionType: text('subscription_type').notNull().default('STANDARD'),
    subscriptionStatus: text('subscription_status').notNull().default('INACTIVE'),
    earlyAdopterEndDate: date('early_adopter_end_date', { mode: 'string' }),
    highlighted: boolean('highlighted').notNull().default(false),
    // Denormalised by the locations service on every ambient/service change, so search filters stay index-only.
    minPriceCents: integer('min_price_cents'),
    // What `partyEstimate` (domain/estimate.ts) needs, kept with min_price_cents: every ambient's capacity and
    // rent, and the cheapest service per `ambient_included` value. Cards and search's budget read it from the
    // row they already fetch.
    priceProfile: jsonb('price_profile')
      .$type<PriceProfile>()
      .notNull()
      .default(sql`'{"ambients":[],"services":[]}'::jsonb`),
    totalCapacity: integer('total_capacity').notNull().default(0),
    // Copies of the relation tables kept by statement-level triggers (migration search_columns_sync) on every
    // write, whatever its path: search reads one row per candidate and cards need no image subquery.
    coverImageUrl: text('cover_image_url'),
    eventTypes: text('event_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    activityTypeIds: integer('activity_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Bit i set = open on DAY_KEYS[i] (Monday = bit 0). */
    openingWeekdays: smallint('opening_weekdays').notNull().default(0),
    quoteCounter: integer('quote_counter').notNull().default(0),
    phoneClicks: integer('phone_clicks').notNull().default(0),
    whatsappClicks: integer('whatsapp_clicks').notNull().default(0),
    // Moderation: why the platform refused it, for its host to read; a suspension takes a live
    // location out of every public list at once (it is part of `is_public`) until an admin lifts it.
    rejectionReason: text('rejection_reason'),
    suspendedAt: tsz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    isPublic: boolean('is_public')
      .generatedAlwaysAs(
        sql`approval_status = 'APPROVED' and deleted_at is null and suspended_at is null and (subscription_status = 'ACTIVE' or subscription_type = 'FREE_FOREVER')`,
      )
      .notNull(),
    // The client's key for one attempt to create: a repeated submission finds the location it made.
    creationKey: text('creation_key'),
    publishedAt: tsz('published_at'),
    deletedAt: tsz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('locations_slug_key').on(t.slug),
    uniqueIndex('locations_seq_key').on(t.seq),
    index('locations_owner_idx').on(t.ownerId),
    uniqueIndex('locations_owner_creation_key').on(t.ownerId, t.creationKey),
    // Newest-first order for search is locations_public_search_idx: (seq) INCLUDE (the columns filters
    // read) WHERE is_public, created by migration search_covering_index because drizzle has no INCLUDE.
    index('locations_public_city_idx')
      .on(t.cityNormalized, t.seq)
      .where(sql`is_public`),
    index('locations_public_capacity_idx')
      .on(t.totalCapacity)
      .where(sql`is_public`),
    index('locations_public_price_idx')
      .on(t.minPriceCents)
      .where(sql`is_public`),
    // The approval queue: locations waiting for a decision, oldest first.
    index('locations_pending_idx')
      .on(t.createdAt)
      .where(sql`approval_status = 'PENDING' and deleted_at is null`),
    index('locations_name_trgm_idx').using('gin', t.nameNormalized.op('gin_trgm_ops')),
    check('locations_location_type_check', inList('location_type', LOCATION_TYPE_KEYS)),
    check('locations_ambient_type_check', inList('ambient_type', SPACE_TYPE_KEYS)),
    check('locations_timing_mode_check', inList('timing_mode', TIMING_MODE_KEYS)),
    check('locations_approval_status_check', inList('approval_status', APPROVAL_STATUS_KEYS)),
    check('locations_subscription_type_check', inList('subscription_type', SUBSCRIPTION_TYPE_KEYS)),
    check('locations_subscription_status_check', inList('subscription_status', SUBSCRIPTION_STATUS_KEYS)),
    check('locations_capacity_check', sql`${t.ambientCapacity} >= 1 and ${t.totalCapacity} >= 0`),
    check('locations_min_price_check', sql`${t.minPriceCents} is null or ${t.minPriceCents} >= 0`),
    check(
      'locations_counters_check',
      sql`${t.quoteCounter} >= 0 and ${t.phoneClicks} >= 0 and ${t.whatsappClicks} >= 0`,
    ),
  ],
);

const locationRef = () => ownedBy('location_id', () => locations.id);

export const locationActivityTypes = pgTable(
  'location_activity_types',
  {
    locationId: locationRef(),
    activityTypeId: integer('activity_type_id')
      .notNull()
      .references(() => activityTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.activityTypeId] }),
    index('location_activity_types_type_idx').on(t.activityTypeId, t.locationId),
  ],
);

export const locationTags = pgTable(
  'location_tags',
  {
    locationId: locationRef(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.tagId] }),
    index('location_tags_tag_idx').on(t.tagId, t.locationId),
  ],
);

export const locationEventTypes = pgTable(
  'location_event_types',
  { locationId: locationRef(), eventType: text('event_type').notNull() },
  (t) => [
    primaryKey({ columns: [t.locationId, t.eventType] }),
    index('location_event_types_type_idx').on(t.eventType, t.locationId),
    check('location_event_types_check', inList('event_type', EVENT_TYPE_KEYS)),
  ],
);

export const locationOpeningDays = pgTable(
  'location_opening_days',
  { locationId: locationRef(), day: text('day').notNull() },
  (t) => [
    primaryKey({ columns: [t.locationId, t.day] }),
    index('location_opening_days_day_idx').on(t.day, t.locationId),
    check('location_opening_days_check', inList('day', DAY_KEYS)),
  ],
);

export const locationTimeRanges = pgTable(
  'location_time_ranges',
  {
    id: uuidId(),
    locationId: locationRef(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    index('location_time_ranges_location_idx').on(t.locationId),
    check('location_time_ranges_order_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const locationImages = pgTable(
  'location_images',
  {
    id: uuidId(),
    locationId: locationRef(),
    url: text('url').notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('location_images_location_idx').on(t.locationId, t.position)],
);

/**
 * One row per visitor, location, contact and day (Europe/Rome): the unique key makes a repeated click a
 * no-op, whichever process receives it. `visitor_key` is a keyed hash of that day with the user id, or
 * for a signed-out visitor with the client address and user agent; the address itself is never stored.
 */
export const locationContactClicks = pgTable(
  'location_contact_clicks',
  {
    id: uuidId(),
    locationId: locationRef(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('location_contact_clicks_location_idx').on(t.locationId, t.createdAt),
    uniqueIndex('location_contact_clicks_visitor_day_key').on(t.locationId, t.type, t.day, t.visitorKey),
    check('location_contact_clicks_type_check', inList('type', ['PHONE_NUMBER', 'WHATSAPP'])),
  ],
);
