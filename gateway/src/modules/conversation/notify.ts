import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { locations, notifications } from '../../db/schema/index.js';
import type { NotificationRow } from '../../db/rows.js';
import { recordEvent } from '../notifications/events.js';
import { insertNotification } from '../notifications/service.js';
import type { RequestRef, Side } from './view.js';

/**
 * A burst of messages is one e-mail, not ten. The rule, per recipient and conversation:
 * - while an earlier MESSAGE_RECEIVED of this conversation is unread in the recipient's feed, a new message
 *   adds nothing (that row, its e-mail and push already say there is something to read; the message itself
 *   still arrives live on the conversation's socket and lights the request's dot);
 * - once it is read (opening the conversation reads it), the next message writes a new feed row, but its
 *   e-mail and push go out only if no message notification of this conversation was written in the last
 *   QUIET_MINUTES: two people writing back and forth are in the conversation, not in their mailbox.
 * Sends of one conversation are serialised by the request's row lock, so two racing messages see each other.
 */
export const QUIET_MINUTES = 15;

export async function notifyRecipient(
  tx: Tx,
  publicUrl: string,
  request: RequestRef,
  author: Side,
): Promise<NotificationRow[]> {
  const recipient = author === 'HOST' ? request.userId : request.ownerId;
  if (!recipient) return [];
  const role: Side = author === 'HOST' ? 'GUEST' : 'HOST';
  const mine = and(
    eq(notifications.userId, recipient),
    eq(notifications.role, role),
    eq(notifications.type, 'MESSAGE_RECEIVED'),
    eq(notifications.quoteRequestId, request.id),
  );
  const [unread] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(mine, eq(notifications.isRead, false)))
    .limit(1);
  if (unread) return [];
  const [recent] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(mine, gt(notifications.createdAt, sql`now() - make_interval(mins => ${QUIET_MINUTES})`)))
    .limit(1);
  const [loc] = await tx
    .select({ name: locations.name, city: locations.city, slug: locations.slug, logoUrl: locations.logoUrl })
    .from(locations)
    .where(eq(locations.id, request.locationId));
  const event = {
    userId: recipient,
    role,
    type: 'MESSAGE_RECEIVED' as const,
    locationId: request.locationId,
    quoteRequestId: request.id,
    metadata: {
      location: loc ?? {},
      quoteRequest: { status: request.status, number: request.number, date: request.date },
    },
  };
  if (recent) return [await insertNotification(tx, event)];
  return [await recordEvent(tx, publicUrl, { ...event, quoteNumber: request.number })];
}
