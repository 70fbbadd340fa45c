import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, inList, ownedBy, tsz, uuidId } from './common.js';
import { users } from './users.js';

export const DATA_EXPORT_STATUS_KEYS = ['PENDING', 'READY', 'EXPIRED'] as const;

/**
 * A user's own-data export: asked for in the profile, produced by a worker, downloadable by its
 * owner until `expires_at`. The content is kept here as jsonb, not in the media store: it is small, it is
 * written in the same transaction that marks the job ready (every gateway sees it at once, no orphan file
 * when a process dies), and clearing it at expiry is one UPDATE.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuidId(),
    userId: ownedBy('user_id', () => users.id),
    // Random, unguessable: the file's name in the download address (the owner's session is checked too).
    token: text('token').notNull(),
    status: text('status').notNull().default('PENDING'),
    content: jsonb('content'),
    createdAt: createdAt(),
    readyAt: tsz('ready_at'),
    expiresAt: tsz('expires_at'),
  },
  (t) => [
    uniqueIndex('data_exports_token_key').on(t.token),
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    // At most one export waits per user: a second request returns it instead of queueing another.
    uniqueIndex('data_exports_one_pending')
      .on(t.userId)
      .where(sql`status = 'PENDING'`),
    // The worker's scans: pending jobs by age, ready ones by expiry.
    index('data_exports_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'PENDING'`),
    check('data_exports_status_check', inList('status', DATA_EXPORT_STATUS_KEYS)),
  ],
);
