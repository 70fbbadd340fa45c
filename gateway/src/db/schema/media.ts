import { bigint, boolean, index, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, uuidId } from './common.js';
import { users } from './users.js';

/**
 * Every upload attempt of a user, for the per-user rate and storage quota. Kept in the database so the
 * limits hold across gateway processes; a row is claimed before the image is read and `stored` with its
 * bytes once the files are written (a refused or failed attempt still counts towards the rate).
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuidId(),
    userId: ownedBy('user_id', () => users.id),
    stored: boolean('stored').notNull().default(false),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('media_uploads_user_idx').on(t.userId, t.createdAt)],
);
