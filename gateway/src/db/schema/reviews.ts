import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common.js';
import { locations } from './locations.js';
import { users } from './users.js';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    // Vote times ten (10..50), so one decimal is exact without floating point.
    voteTenths: smallint('vote_tenths').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_location_idx').on(t.locationId, t.createdAt),
    check('reviews_vote_check', sql`${t.voteTenths} between 10 and 50`),
  ],
);
