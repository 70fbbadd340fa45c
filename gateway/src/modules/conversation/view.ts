import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { conversationMessages } from '../../db/schema/index.js';
import { conversationAttachments, messageReports } from '../../db/schema/index.js';

export type MessageRow = typeof conversationMessages.$inferSelect;
export type AttachmentRow = typeof conversationAttachments.$inferSelect;

/** A message as one viewer reads it (`mine`, `reportedByMe` are theirs). */
export interface MessageView {
  id: string;
  quoteRequestId: string;
  authorSide: 'HOST' | 'GUEST';
  mine: boolean;
  body: string;
  attachment: { id: string; kind: 'IMAGE' | 'PDF'; fileName: string; bytes: number; url: string } | null;
  createdAt: Date;
  readAt: Date | null;
  reportedByMe: boolean;
}

/** A reported message as the console reads it. */
export interface ReportView {
  id: string;
  reason: string;
  createdAt: Date;
  resolvedAt: Date | null;
  reporterEmail: string | null;
  message: MessageView;
  quoteRequestId: string;
  quoteRequestNumber: number;
  locationName: string;
  guestEmail: string | null;
  hostEmail: string | null;
  context: MessageView[];
}

/** The download route of an attachment; it answers only to the two parties' sessions. */
export const attachmentUrl = (id: string) => `/conversation/attachments/${id}`;

/** Views of `rows` for `viewerId` (null: the console, for which nothing is "mine"), in two queries. */
export async function messageViews(
  db: DbOrTx,
  rows: MessageRow[],
  viewerId: string | null,
): Promise<MessageView[]> {
  if (!rows.length) return [];
  const attachmentIds = rows.map((r) => r.attachmentId).filter((id): id is string => id != null);
  const files = attachmentIds.length
    ? await db
        .select()
        .from(conversationAttachments)
        .where(inArray(conversationAttachments.id, attachmentIds))
    : [];
  const reported = viewerId
    ? await db
        .select({ messageId: messageReports.messageId })
        .from(messageReports)
        .where(
          and(
            eq(messageReports.reporterId, viewerId),
            inArray(
              messageReports.messageId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  const fileById = new Map(files.map((f) => [f.id, f]));
  const reportedIds = new Set(reported.map((r) => r.messageId));
  return rows.map((r) => {
    const file = r.attachmentId ? fileById.get(r.attachmentId) : undefined;
    return {
      id: r.id,
      quoteRequestId: r.quoteRequestId,
      authorSide: r.authorSide as 'HOST' | 'GUEST',
      mine: viewerId != null && r.authorId === viewerId,
      body: r.body,
      attachment: file
        ? {
            id: file.id,
            kind: file.kind as 'IMAGE' | 'PDF',
            fileName: file.fileName,
            bytes: file.bytes,
            url: attachmentUrl(file.id),
          }
        : null,
      createdAt: r.createdAt,
      readAt: r.readAt,
      reportedByMe: reportedIds.has(r.id),
    };
  });
}

export type Side = 'HOST' | 'GUEST';

/** A quote request as the conversation's rules see it. */
export interface RequestRef {
  id: string;
  number: number;
  status: string;
  date: string;
  quoteValidUntil: string | null;
  locationId: string;
  /** The location's owner: the host. */
  ownerId: string;
  /** Who sent it: the guest (null once their account is deleted). */
  userId: string | null;
}
