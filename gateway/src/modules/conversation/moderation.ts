import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { conversationMessages as m } from '@festalocation/domain/messages';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  conversationMessages,
  locations,
  messageReports,
  quoteRequests,
  users,
} from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';
import { paged, type PageWindow } from '../../pagination.js';
import { isUuid } from '@festalocation/domain';
import { messageViews, type MessageRow, type ReportView } from './view.js';

/** Messages either side of the reported one the console shows, so the admin reads it in its context. */
export const CONTEXT_EACH_SIDE = 5;

const reporter = alias(users, 'reporter');
const guest = alias(users, 'guest');
const host = alias(users, 'host');

const reportSelect = {
  report: messageReports,
  message: conversationMessages,
  number: quoteRequests.number,
  locationName: locations.name,
  reporterEmail: reporter.email,
  guestEmail: guest.email,
  hostEmail: host.email,
};

function reportQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(reportSelect)
    .from(messageReports)
    .innerJoin(conversationMessages, eq(conversationMessages.id, messageReports.messageId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, conversationMessages.quoteRequestId))
    .innerJoin(locations, eq(locations.id, quoteRequests.locationId))
    .leftJoin(reporter, eq(reporter.id, messageReports.reporterId))
    .leftJoin(guest, eq(guest.id, quoteRequests.userId))
    .leftJoin(host, eq(host.id, locations.ownerId))
    .where(where);
}

/** The messages just before and after `message` in its conversation, oldest first, itself included. */
async function contextOf(db: DbOrTx, message: MessageRow) {
  const same = eq(conversationMessages.quoteRequestId, message.quoteRequestId);
  // Compared in SQL against the stored row: a JavaScript Date drops the microseconds PostgreSQL keeps.
  const position = sql`(select created_at, id from ${conversationMessages} where id = ${message.id})`;
  const key = sql`(${conversationMessages.createdAt}, ${conversationMessages.id})`;
  const before = await db
    .select()
    .from(conversationMessages)
    .where(and(same, sql`${key} < ${position}`))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(CONTEXT_EACH_SIDE);
  const after = await db
    .select()
    .from(conversationMessages)
    .where(and(same, sql`${key} > ${position}`))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
    .limit(CONTEXT_EACH_SIDE);
  return messageViews(db, [...before.reverse(), message, ...after], null);
}

type ReportRow = Awaited<ReturnType<typeof reportQuery>>[number];

async function reportView(db: DbOrTx, r: ReportRow): Promise<ReportView> {
  const context = await contextOf(db, r.message);
  return {
    id: r.report.id,
    reason: r.report.reason,
    createdAt: r.report.createdAt,
    resolvedAt: r.report.resolvedAt,
    reporterEmail: r.reporterEmail,
    message: context.find((c) => c.id === r.message.id)!,
    quoteRequestId: r.message.quoteRequestId,
    quoteRequestNumber: r.number,
    locationName: r.locationName,
    guestEmail: r.guestEmail,
    hostEmail: r.hostEmail,
    context,
  };
}

/** Open reports, oldest first (the longest waiting), with how many there are. */
export async function messageReportQueue(db: Db, window: PageWindow) {
  const open = isNull(messageReports.resolvedAt);
  const rows = await reportQuery(db, open)
    .orderBy(asc(messageReports.createdAt), asc(messageReports.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(messageReports).where(open);
  const items = [];
  for (const r of rows) items.push(await reportView(db, r));
  return paged(items, total?.n ?? 0, window);
}

/** A report by id for the console, or null. */
export async function findReport(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await reportQuery(db, eq(messageReports.id, id));
  return row ?? null;
}

/** Closes an open report, by this administrator; the message stays as it is. */
export async function dismissMessageReport(db: Db, adminId: string, id: string): Promise<ReportView> {
  const [closed] = await db
    .update(messageReports)
    .set({ resolvedAt: new Date(), resolvedBy: adminId })
    .where(and(eq(messageReports.id, id), isNull(messageReports.resolvedAt)))
    .returning({ id: messageReports.id });
  if (!closed) throw conflict(m.reportResolved);
  const row = await findReport(db, id);
  if (!row) throw notFound(m.reportNotFound);
  return reportView(db, row);
}
