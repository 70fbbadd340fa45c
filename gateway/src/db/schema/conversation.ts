import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, ownedBy, tsz, uuidId } from './common.js';
import { quoteRequests } from './quotes.js';
import { reportColumns, reportRules } from './reports.js';
import { users } from './users.js';

export const ATTACHMENT_KIND_KEYS = ['IMAGE', 'PDF'] as const;

/**
 * The conversation of a quote request: its guest and the host of its location write here, nobody else.
 * A message has text, an attachment, or both. `readAt` is the other side's read receipt ('Letto').
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuidId(),
    quoteRequestId: ownedBy('quote_request_id', () => quoteRequests.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    // Which side wrote it, kept when the author's account is deleted.
    authorSide: text('author_side').notNull(),
    body: text('body').notNull().default(''),
    attachmentId: uuid('attachment_id').references((): AnyPgColumn => conversationAttachments.id, {
      onDelete: 'set null',
    }),
    // The client's key: a retried send (double click, lost answer) finds the message the first one stored.
    idempotencyKey: text('idempotency_key'),
    readAt: tsz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_request_idx').on(t.quoteRequestId, t.createdAt),
    uniqueIndex('conversation_messages_idempotency_key').on(t.quoteRequestId, t.authorSide, t.idempotencyKey),
    uniqueIndex('conversation_messages_attachment_key').on(t.attachmentId),
    check('conversation_messages_side_check', inList('author_side', ['HOST', 'GUEST'])),
    check('conversation_messages_body_check', sql`length(${t.body}) <= 2000`),
  ],
);

/**
 * A file uploaded into a conversation (`POST /conversation/attachments`), private to its two parties:
 * stored under a key the public `/media` route never serves, downloaded through an authorised route.
 * It is attached to one message when that message is sent; an unattached one is the uploader's only.
 */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    id: uuidId(),
    quoteRequestId: ownedBy('quote_request_id', () => quoteRequests.id),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_attachments_request_idx').on(t.quoteRequestId),
    check('conversation_attachments_kind_check', inList('kind', ATTACHMENT_KIND_KEYS)),
  ],
);

/** A party's report of a message to the platform, open until an administrator dismisses it. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuidId(),
    messageId: ownedBy('message_id', () => conversationMessages.id),
    ...reportColumns(),
  },
  (t) => reportRules('message_reports', t, t.messageId, t.createdAt),
);
