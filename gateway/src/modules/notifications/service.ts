import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { NOTIFICATION_TYPE_KEYS } from '../../db/schema/common.js';
import type { NotificationRow } from '../../db/rows.js';
import { channels, type PubSub } from '../../pubsub.js';

export type Role = 'HOST' | 'GUEST';

export async function hasUnread(db: Db, userId: string, role: Role): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.role, role), eq(notifications.isRead, false)),
    )
    .limit(1);
  return rows.length > 0;
}

export interface NewNotification {
  userId: string;
  role: Role;
  type: (typeof NOTIFICATION_TYPE_KEYS)[number];
  locationId?: string | null;
  quoteRequestId?: string | null;
  metadata: Record<string, unknown>;
}

/** Written inside the caller's transaction, so a notification exists exactly when its event does. */
export async function insertNotification(tx: DbOrTx, input: NewNotification): Promise<NotificationRow> {
  const [row] = await tx.insert(notifications).values(input).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

/** Called after commit: live delivery is best effort, the row is the source of truth. */
export async function publishNotification(pubsub: PubSub, row: Omit<NotificationRow, 'seq'>): Promise<void> {
  await pubsub.publish(channels.notifications(row.userId, row.role), {
    notificationAdded: { ...row, createdAt: row.createdAt.toISOString() },
  });
}
