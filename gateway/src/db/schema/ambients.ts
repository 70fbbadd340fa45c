import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  inList,
  ownedBy,
  RENT_DURATION_KEYS,
  SPACE_TYPE_KEYS,
  updatedAt,
  uuidId,
} from './common.js';
import { serviceTypes } from './catalogue.js';
import { locations } from './locations.js';

export const ambients = pgTable(
  'ambients',
  {
    id: uuidId(),
    locationId: ownedBy('location_id', () => locations.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    ambientType: text('ambient_type').notNull(),
    capacity: integer('capacity').notNull(),
    rentPriceCents: integer('rent_price_cents').notNull().default(0),
    rentDuration: text('rent_duration').notNull().default('FULL'),
    description: text('description'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ambients_location_slug_key').on(t.locationId, t.slug),
    check('ambients_type_check', inList('ambient_type', SPACE_TYPE_KEYS)),
    check('ambients_rent_duration_check', inList('rent_duration', RENT_DURATION_KEYS)),
    check('ambients_capacity_check', sql`${t.capacity} >= 1`),
    check('ambients_price_check', sql`${t.rentPriceCents} >= 0`),
    check(
      'ambients_text_check',
      sql`coalesce(length(${t.description}), 0) <= 400 and coalesce(length(${t.note}), 0) <= 400`,
    ),
  ],
);

export const services = pgTable(
  'services',
  {
    id: uuidId(),
    locationId: ownedBy('location_id', () => locations.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'restrict' }),
    pricePerPersonCents: integer('price_per_person_cents').notNull(),
    ambientIncluded: boolean('ambient_included').notNull().default(false),
    description: text('description'),
    note: text('note'),
    allergens: text('allergens'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_location_slug_key').on(t.locationId, t.slug),
    check('services_price_check', sql`${t.pricePerPersonCents} >= 0`),
    check(
      'services_text_check',
      sql`coalesce(length(${t.description}), 0) <= 400 and coalesce(length(${t.note}), 0) <= 400 and coalesce(length(${t.allergens}), 0) <= 400`,
    ),
  ],
);

/** An image of a gallery (ambient or service): where it is and its place, cover first. */
const galleryImage = () => ({
  url: text('url').notNull(),
  position: smallint('position').notNull().default(0),
});
/** A day an ambient or service is not available. */

export const ambientImages = pgTable(
  'ambient_images',
  {
    id: uuidId(),
    ambientId: ownedBy('ambient_id', () => ambients.id),
    ...galleryImage(),
  },
  (t) => [index('ambient_images_ambient_idx').on(t.ambientId, t.position)],
);

export const serviceImages = pgTable(
  'service_images',
  {
    id: uuidId(),
    serviceId: ownedBy('service_id', () => services.id),
    ...galleryImage(),
  },
  (t) => [index('service_images_service_idx').on(t.serviceId, t.position)],
);
