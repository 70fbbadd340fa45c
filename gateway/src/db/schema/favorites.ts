import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from './common.js';
import { locations } from './locations.js';
import { users } from './users.js';

export const favorites = pgTable(
  'favorites',
  {
    userId: ownedBy('user_id', () => users.id),
    locationId: ownedBy('location_id', () => locations.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locationId] }),
    index('favorites_location_idx').on(t.locationId),
  ],
);
