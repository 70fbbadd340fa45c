import { and, count, desc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import { canDoQuoteAction, isUuid, todayInRome } from '@festalocation/domain';
import { conversationMessages as m, quotePricingMessages } from '@festalocation/domain/messages';
import type { SendMessageInput } from '@festalocation/domain/schemas/conversation';
import type { Db } from '../../db/client.js';
import {
  conversationAttachments,
  conversationMessages,
  locations,
  messageReports,
  notifications,
  quoteRequests,
  users,
} from '../../db/schema/index.js';
import type { NotificationRow } from '../../db/rows.js';
import { badInput, conflict, DomainError, notFound } from '../../errors.js';
import type { MessageLimits } from './limits.js';
import { checkMessageLimits } from './limits.js';
import { notifyRecipient } from './notify.js';
import { messageViews, type MessageRow, type MessageView, type RequestRef, type Side } from './view.js';

export type { RequestRef, Side };

// Who may read, write or report is decided in policies.ts on a `RequestRef` (its two parties); what the
// request's state allows is the domain's `allowedQuoteActions` (WRITE), re-checked here on the locked row.

export const MESSAGES_MAX = 200;

const refColumns = {
  id: quoteRequests.id,
  number: quoteRequests.number,
  status: quoteRequests.status,
  date: quoteRequests.date,
  quoteValidUntil: quoteRequests.quoteValidUntil,
  locationId: quoteRequests.locationId,
  ownerId: locations.ownerId,
  userId: quoteRequests.userId,
};

/** The request by id, or null (not a uuid, or none). */
export async function requestRef(db: Db, id: string): Promise<RequestRef | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(refColumns)
    .from(quoteRequests)
    .innerJoin(locations, eq(locations.id, quoteRequests.locationId))
    .where(eq(quoteRequests.id, id));
  return row ?? null;
}

/** Which side of the request the (authorised) viewer is. */
export const sideOf = (ref: { ownerId: string }, viewerId: string): Side =>
  ref.ownerId === viewerId ? 'HOST' : 'GUEST';

/** The latest `last` messages, oldest first. */
export async function listMessages(db: Db, requestId: string, viewerId: string, last: number) {
  const n = Math.max(1, Math.min(MESSAGES_MAX, last));
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.quoteRequestId, requestId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(n);
  return messageViews(db, rows.reverse(), viewerId);
}

/** One message for the viewer, or null. */
export async function messageFor(db: Db, id: string, viewerId: string): Promise<MessageView | null> {
  const [row] = await db.select().from(conversationMessages).where(eq(conversationMessages.id, id));
  return row ? ((await messageViews(db, [row], viewerId))[0] ?? null) : null;
}

/** Messages of the other side the viewer has not read. */
export async function unreadCount(db: Db, requestId: string, side: Side): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.quoteRequestId, requestId),
        ne(conversationMessages.authorSide, side),
        isNull(conversationMessages.readAt),
      ),
    );
  return row?.n ?? 0;
}

/** The viewer's requests, in the session's role, with messages from the other side still unread. */
export async function unreadConversations(db: Db, userId: string, role: Side): Promise<string[]> {
  const mine =
    role === 'HOST'
      ? sql`${quoteRequests.locationId} in (select id from ${locations} where ${locations.ownerId} = ${userId})`
      : eq(quoteRequests.userId, userId);
  const rows = await db
    .select({ id: conversationMessages.quoteRequestId, last: max(conversationMessages.createdAt) })
    .from(conversationMessages)
    .innerJoin(quoteRequests, eq(quoteRequests.id, conversationMessages.quoteRequestId))
    .where(and(mine, ne(conversationMessages.authorSide, role), isNull(conversationMessages.readAt)))
    .groupBy(conversationMessages.quoteRequestId)
    .orderBy(desc(max(conversationMessages.createdAt)))
    .limit(UNREAD_CONVERSATIONS_MAX);
  return rows.map((r) => r.id);
}

export const UNREAD_CONVERSATIONS_MAX = 100;

interface SendDeps {
  publicUrl: string;
  limits: MessageLimits;
}

/**
 * Writes a message, in one transaction: the request's row is locked first, so a conversation's sends are
 * one after the other (the idempotency key, the limits and the e-mail coalescing each see the one before).
 * A retry with the same key returns the message the first attempt stored and notifies nobody again.
 */
export async function sendMessage(
  db: Db,
  deps: SendDeps,
  ref: RequestRef,
  authorId: string,
  input: SendMessageInput,
): Promise<{ message: MessageRow; created: boolean; events: NotificationRow[] }> {
  const side = sideOf(ref, authorId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, ref.id))
      .for('no key update');
    if (!row) throw notFound(m.messageNotFound);
    const [done] = await tx
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.quoteRequestId, ref.id),
          eq(conversationMessages.authorSide, side),
          eq(conversationMessages.idempotencyKey, input.idempotencyKey),
        ),
      );
    if (done) return { message: done, created: false, events: [] };
    // The session check ran before this transaction; a suspension that landed since is caught here.
    const [author] = await tx
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, authorId))
      .for('share');
    if (!author || author.suspendedAt) throw new DomainError('FORBIDDEN', m.suspended);
    const state = { status: row.status, validUntil: row.quoteValidUntil, date: row.date };
    if (!canDoQuoteAction(side, 'WRITE', state, todayInRome()))
      throw conflict(quotePricingMessages.notOffered, { field: 'status' });
    await checkMessageLimits(tx, deps.limits, authorId, ref.id);
    if (input.attachmentId) {
      const [file] = await tx
        .select({ id: conversationAttachments.id })
        .from(conversationAttachments)
        .where(
          and(
            eq(conversationAttachments.id, input.attachmentId),
            eq(conversationAttachments.quoteRequestId, ref.id),
            eq(conversationAttachments.uploaderId, authorId),
          ),
        );
      if (!file) throw badInput('attachmentId', m.attachmentNotFound);
      const [used] = await tx
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(eq(conversationMessages.attachmentId, input.attachmentId));
      if (used) throw conflict(m.attachmentUsed, { field: 'attachmentId' });
    }
    const [message] = await tx
      .insert(conversationMessages)
      .values({
        quoteRequestId: ref.id,
        authorId,
        authorSide: side,
        body: input.body,
        attachmentId: input.attachmentId,
        idempotencyKey: input.idempotencyKey,
      })
      .returning();
    const events = await notifyRecipient(tx, deps.publicUrl, { ...ref, status: row.status }, side);
    return { message: message!, created: true, events };
  });
}

/**
 * The viewer opened the conversation: the other side's messages are read ('Letto' for their author) and
 * the viewer's message notifications of it leave the unread dot. Returns the messages it marked.
 */
export async function markConversationRead(db: Db, ref: RequestRef, viewerId: string) {
  const side = sideOf(ref, viewerId);
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(conversationMessages)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(conversationMessages.quoteRequestId, ref.id),
          ne(conversationMessages.authorSide, side),
          isNull(conversationMessages.readAt),
        ),
      )
      .returning({ id: conversationMessages.id, createdAt: conversationMessages.createdAt });
    await tx
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.userId, viewerId),
          eq(notifications.role, side),
          eq(notifications.quoteRequestId, ref.id),
          eq(notifications.type, 'MESSAGE_RECEIVED'),
          eq(notifications.isRead, false),
        ),
      );
    return marked.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.id);
  });
}

/** A message of the request by id, or null when it is not one of this request's. */
export async function messageOf(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(conversationMessages).where(eq(conversationMessages.id, id));
  return row ?? null;
}

/** A party reports one of the other side's messages, once. */
export async function reportMessage(
  db: Db,
  message: MessageRow,
  ref: RequestRef,
  viewerId: string,
  reason: string,
) {
  if (message.authorSide === sideOf(ref, viewerId)) throw new DomainError('FORBIDDEN', m.reportOwn);
  const inserted = await db
    .insert(messageReports)
    .values({ messageId: message.id, reporterId: viewerId, reason })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (!inserted.length) throw conflict(m.alreadyReported);
  return (await messageViews(db, [message], viewerId))[0]!;
}

/** Attachments of one request, for the moderation context and the download route. */
export async function attachmentOf(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(conversationAttachments).where(eq(conversationAttachments.id, id));
  return row ?? null;
}
