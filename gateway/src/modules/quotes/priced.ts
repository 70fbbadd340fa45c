import { and, desc, eq } from 'drizzle-orm';
import {
  addDays,
  canDoQuoteAction,
  priceQuote,
  QUOTE_VALIDITY_MAX_DAYS,
  todayInRome,
  validateQuoteTerms,
  type QuoteAction,
  type QuoteTermsInput,
} from '@festalocation/domain';
import { depositMessages, quotePricingMessages as m } from '@festalocation/domain/messages';
import type { SendQuoteInput } from '@festalocation/domain/schemas/quotes';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  ambientUnavailabilities,
  locations,
  quoteRequestAmbients,
  quoteRequestServices,
  quoteRequests,
  quotes,
  serviceUnavailabilities,
} from '../../db/schema/index.js';
import type { NotificationRow } from '../../db/rows.js';
import { badInput, conflict, DomainError, fromZod } from '../../errors.js';
import { recordEvent } from '../notifications/events.js';
import { freeBookedDays } from './cancel.js';
import { importedBusyOn } from '../calendarImport/days.js';
import {
  expireOpenDeposit,
  onlineDepositAccount,
  onlineDepositOf,
  refundOnCancel,
} from '../deposits/holds.js';
import { buildViews, type QuoteRequestRow, type QuoteRequestView } from './view.js';

// Who may act on which request is decided in policies.ts (the host owns its location, the guest sent
// it); what may be done in its current state is the domain's `allowedQuoteActions`, re-checked here on
// the row locked FOR UPDATE, so two racing clicks act once.

export type QuoteRow = typeof quotes.$inferSelect;
type Side = 'HOST' | 'GUEST';
export interface Deps {
  publicUrl: string;
  now?: Date;
  /** The platform takes deposits online (see deposits/accounts.ts): a host's active account then takes them. */
  depositsOnline?: boolean;
}
interface Acted {
  view: QuoteRequestView;
  events: NotificationRow[];
}

/** Every version of a request's quote, newest first. */
export function quoteVersions(db: DbOrTx, quoteRequestId: string): Promise<QuoteRow[]> {
  return db
    .select()
    .from(quotes)
    .where(eq(quotes.quoteRequestId, quoteRequestId))
    .orderBy(desc(quotes.version));
}

/** The location's row, share-locked first, as every writer of its requests and blocked days takes it. */
export async function shareLockLocation(tx: DbOrTx, locationId: string) {
  await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).for('share');
}

export async function lockRequest(tx: DbOrTx, id: string): Promise<QuoteRequestRow> {
  const [row] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for('update');
  // Deleted between authorisation and this transaction: the caller reads it as gone.
  if (!row) throw conflict(m.notOffered);
  return row;
}

export function requireAction(side: Side, action: QuoteAction, row: QuoteRequestRow, today: string) {
  const state = { status: row.status, validUntil: row.quoteValidUntil, date: row.date };
  if (!canDoQuoteAction(side, action, state, today)) throw conflict(m.notOffered, { field: 'status' });
}

/** The domain's rules over the parsed input, every failing field named (the form shows each). */
function checkTerms(input: QuoteTermsInput, today: string) {
  const issues = validateQuoteTerms(input, today);
  if (issues.length) throw fromZod(issues.map((i) => ({ path: i.field.split('.'), message: i.message })));
}

/** Lines that start from the request's ambients and services must name one of them. */
async function checkSources(tx: DbOrTx, requestId: string, lines: SendQuoteInput['lines']) {
  const [ambientRows, serviceRows] = [
    await tx
      .select({ id: quoteRequestAmbients.id })
      .from(quoteRequestAmbients)
      .where(eq(quoteRequestAmbients.quoteRequestId, requestId)),
    await tx
      .select({ id: quoteRequestServices.id })
      .from(quoteRequestServices)
      .where(eq(quoteRequestServices.quoteRequestId, requestId)),
  ];
  const known = { AMBIENT: ambientRows.map((r) => r.id), SERVICE: serviceRows.map((r) => r.id) };
  lines.forEach((line, i) => {
    const ok =
      line.kind === 'CUSTOM' ? line.sourceId == null : known[line.kind].includes(line.sourceId ?? '');
    if (!ok) throw badInput(`lines.${i}.sourceId`, m.lineSource);
  });
}

export async function present(db: Db, row: QuoteRequestRow, viewerId: string): Promise<QuoteRequestView> {
  const [view] = await buildViews(db, [row], viewerId);
  return view!;
}

async function locationMeta(tx: DbOrTx, locationId: string) {
  const [loc] = await tx.select().from(locations).where(eq(locations.id, locationId));
  return { name: loc!.name, city: loc!.city, slug: loc!.slug, logoUrl: loc!.logoUrl };
}

/**
 * The host sends a quote, or a revision of it: a new version, which the guest sees as the one on offer.
 * A retry with the same key returns the version the first attempt stored.
 */
export async function sendQuote(db: Db, deps: Deps, view: QuoteRequestView, input: SendQuoteInput) {
  const today = todayInRome(deps.now);
  const { quoteRequestId, idempotencyKey, ...terms } = input;
  checkTerms(terms, today);
  const result = await db.transaction(async (tx) => {
    const row = await lockRequest(tx, quoteRequestId);
    if (idempotencyKey) {
      const [done] = await tx
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.quoteRequestId, row.id), eq(quotes.idempotencyKey, idempotencyKey)));
      if (done) return { row, events: [] };
    }
    requireAction('HOST', 'SEND_QUOTE', row, today);
    await checkSources(tx, row.id, terms.lines);
    const [latest] = await quoteVersions(tx, row.id);
    const figures = priceQuote(terms);
    if (terms.depositOnline) {
      if (figures.depositCents <= 0) throw badInput('depositOnline', depositMessages.onlineNeedsDeposit);
      const account = await onlineDepositAccount(tx, deps.depositsOnline ?? false, view.ownerId, 1);
      if (!account) throw badInput('depositOnline', depositMessages.onlineNeedsAccount);
    }
    await tx.insert(quotes).values({
      quoteRequestId: row.id,
      version: (latest?.version ?? 0) + 1,
      authorId: view.ownerId,
      guests: terms.guests,
      lines: figures.lines,
      discount: terms.discount,
      discountCents: figures.discountCents,
      subtotalCents: figures.subtotalCents,
      vatRate: String(terms.vatRate),
      vatMode: terms.vatMode,
      taxableCents: figures.taxableCents,
      vatCents: figures.vatCents,
      totalCents: figures.totalCents,
      deposit: terms.deposit,
      depositCents: figures.depositCents,
      depositOnline: terms.depositOnline,
      middleRefundPercent: terms.middleRefundPercent,
      validUntil: terms.validUntil,
      conditions: terms.conditions,
      idempotencyKey,
    });
    // A payment page open on the previous version ends with it, and so does the hold it had.
    if (await expireOpenDeposit(tx, row.id)) await freeBookedDays(tx, [row.id]);
    const [updated] = await tx
      .update(quoteRequests)
      .set({ status: 'QUOTED', quoteValidUntil: terms.validUntil, isRead: true, updatedAt: new Date() })
      .where(eq(quoteRequests.id, row.id))
      .returning();
    const events = await tellOtherSide(tx, deps.publicUrl, updated!, 'HOST', 'QUOTE_SENT');
    return { row: updated!, events };
  });
  return { view: await present(db, result.row, view.ownerId), events: result.events };
}

/** The host moves the open quote's last valid day (a lapsed one becomes acceptable again). */
export async function extendQuote(
  db: Db,
  deps: Deps,
  view: QuoteRequestView,
  validUntil: string,
): Promise<Acted> {
  const today = todayInRome(deps.now);
  if (validUntil < today) throw badInput('validUntil', m.validUntilPast);
  if (validUntil > addDays(today, QUOTE_VALIDITY_MAX_DAYS)) throw badInput('validUntil', m.validUntilFar);
  const result = await db.transaction(async (tx) => {
    const row = await lockRequest(tx, view.id);
    requireAction('HOST', 'EXTEND_QUOTE', row, today);
    const [latest] = await quoteVersions(tx, row.id);
    await tx.update(quotes).set({ validUntil }).where(eq(quotes.id, latest!.id));
    const [updated] = await tx
      .update(quoteRequests)
      .set({ quoteValidUntil: validUntil, updatedAt: new Date() })
      .where(eq(quoteRequests.id, row.id))
      .returning();
    const events = await tellOtherSide(tx, deps.publicUrl, updated!, 'HOST', 'QUOTE_SENT');
    return { row: updated!, events };
  });
  return { view: await present(db, result.row, view.ownerId), events: result.events };
}

/**
 * The guest accepts the version they read. The request becomes CONFIRMED and its ambients and services
 * are booked on its day: rows in the unavailability tables that carry the request, so every other guest's
 * date picker, the quote checks and the calendar feed see them, and a cancellation frees exactly them.
 * The location is share-locked first, as every writer of those tables does, then the request; a day
 * already closed or booked by another acceptance refuses this one, all or nothing.
 */
export async function acceptQuote(
  db: Db,
  deps: Deps,
  view: QuoteRequestView,
  version: number,
): Promise<Acted> {
  const today = todayInRome(deps.now);
  const result = await db.transaction(async (tx) => {
    await shareLockLocation(tx, view.location.id);
    const row = await lockRequest(tx, view.id);
    if (row.status === 'QUOTED' && row.quoteValidUntil && row.quoteValidUntil < today) {
      throw conflict(m.expired, { field: 'version' });
    }
    requireAction('GUEST', 'ACCEPT', row, today);
    const [latest] = await quoteVersions(tx, row.id);
    if (!latest || latest.version !== version) throw conflict(m.revised, { field: 'version' });
    // A deposit the host takes online is paid as part of accepting (startDepositPayment), never skipped.
    if (await onlineDepositOf(tx, deps.depositsOnline ?? false, view.ownerId, latest)) {
      throw conflict(depositMessages.payOnline, { field: 'version' });
    }
    await book(tx, row);
    const [updated] = await tx
      .update(quoteRequests)
      .set({ status: 'CONFIRMED', updatedAt: new Date() })
      .where(eq(quoteRequests.id, row.id))
      .returning();
    const events = await tellOtherSide(tx, deps.publicUrl, updated!, 'GUEST', 'QUOTE_ANSWERED');
    return { row: updated!, events };
  });
  return { view: await present(db, result.row, view.userId ?? ''), events: result.events };
}

/**
 * Books a request's ambients and services on its day: rows in the unavailability tables that carry the
 * request. A day already closed or booked refuses the whole confirmation (the caller's transaction).
 */
export async function book(tx: DbOrTx, row: QuoteRequestRow) {
  const [ambientIds, serviceIds] = [
    await tx
      .select({ id: quoteRequestAmbients.ambientId })
      .from(quoteRequestAmbients)
      .where(eq(quoteRequestAmbients.quoteRequestId, row.id)),
    await tx
      .select({ id: quoteRequestServices.serviceId })
      .from(quoteRequestServices)
      .where(eq(quoteRequestServices.quoteRequestId, row.id)),
  ].map((rows) => rows.map((r) => r.id).filter((id): id is string => id != null));
  // A day another calendar of the host's keeps busy (imported) is taken as surely as one booked here.
  const busy = await importedBusyOn(tx, { ambientIds: ambientIds!, serviceIds: serviceIds! }, row.date);
  if (busy.ambientIds.length || busy.serviceIds.length) {
    throw new DomainError('CONFLICT', m.booked(row.date), { field: 'date' });
  }
  const booked = { date: row.date, quoteRequestId: row.id };
  const a = ambientIds!.length
    ? await tx
        .insert(ambientUnavailabilities)
        .values(ambientIds!.map((ambientId) => ({ ambientId, ...booked })))
        .onConflictDoNothing()
        .returning({ id: ambientUnavailabilities.ambientId })
    : [];
  const s = serviceIds!.length
    ? await tx
        .insert(serviceUnavailabilities)
        .values(serviceIds!.map((serviceId) => ({ serviceId, ...booked })))
        .onConflictDoNothing()
        .returning({ id: serviceUnavailabilities.serviceId })
    : [];
  // A row that was not inserted is a day already closed or booked: the whole acceptance rolls back.
  if (a.length !== ambientIds!.length || s.length !== serviceIds!.length) {
    throw new DomainError('CONFLICT', m.booked(row.date), { field: 'date' });
  }
}

/** The guest declines the quote on offer (open or lapsed), with an optional reason the host reads. */
export async function declineQuote(
  db: Db,
  deps: Deps,
  view: QuoteRequestView,
  reason: string | null,
): Promise<Acted> {
  const today = todayInRome(deps.now);
  const result = await db.transaction(async (tx) => {
    const row = await lockRequest(tx, view.id);
    requireAction('GUEST', 'DECLINE', row, today);
    if (await expireOpenDeposit(tx, row.id)) await freeBookedDays(tx, [row.id]);
    const [updated] = await tx
      .update(quoteRequests)
      .set({ status: 'REJECTED', declineReason: reason, updatedAt: new Date() })
      .where(eq(quoteRequests.id, row.id))
      .returning();
    const events = await tellOtherSide(tx, deps.publicUrl, updated!, 'GUEST', 'QUOTE_ANSWERED');
    return { row: updated!, events };
  });
  return { view: await present(db, result.row, view.userId ?? ''), events: result.events };
}

/**
 * Either side calls off a confirmed booking until its day, with a reason the other side reads; the days
 * it booked are free again for every other guest.
 */
export async function cancelBooking(
  db: Db,
  deps: Deps,
  view: QuoteRequestView,
  side: Side,
  reason: string,
): Promise<Acted> {
  const today = todayInRome(deps.now);
  const now = deps.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    await shareLockLocation(tx, view.location.id);
    const row = await lockRequest(tx, view.id);
    requireAction(side, 'CANCEL', row, today);
    const [updated] = await tx
      .update(quoteRequests)
      .set({
        status: 'CANCELLED',
        cancelledBy: side,
        cancelledAt: now,
        cancellationReason: reason,
        updatedAt: now,
      })
      .where(eq(quoteRequests.id, row.id))
      .returning();
    await freeBookedDays(tx, [row.id]);
    await refundOnCancel(tx, row, side, now);
    const type = side === 'HOST' ? 'QUOTE_REQUEST_CANCELLED' : 'QUOTE_ANSWERED';
    const events = await tellOtherSide(tx, deps.publicUrl, updated!, side, type);
    return { row: updated!, events };
  });
  const viewer = side === 'HOST' ? view.ownerId : (view.userId ?? '');
  return { view: await present(db, result.row, viewer), events: result.events };
}

/** The feed row (and, by preference, e-mail and push) for the side that did not act. */
export async function tellOtherSide(
  tx: DbOrTx,
  publicUrl: string,
  row: QuoteRequestRow,
  actor: Side,
  type: 'QUOTE_SENT' | 'QUOTE_ANSWERED' | 'QUOTE_REQUEST_CANCELLED',
): Promise<NotificationRow[]> {
  const location = await locationMeta(tx, row.locationId);
  const [owner] = await tx
    .select({ ownerId: locations.ownerId })
    .from(locations)
    .where(eq(locations.id, row.locationId));
  const recipient = actor === 'HOST' ? row.userId : (owner?.ownerId ?? null);
  if (!recipient) return [];
  return [
    await recordEvent(tx, publicUrl, {
      userId: recipient,
      role: actor === 'HOST' ? 'GUEST' : 'HOST',
      type,
      locationId: row.locationId,
      quoteRequestId: row.id,
      metadata: {
        location,
        quoteRequest: { status: row.status, number: row.number, date: row.date },
        ...(row.declineReason || row.cancellationReason
          ? { reason: row.cancellationReason ?? row.declineReason }
          : {}),
      },
      quoteNumber: row.number,
      status: row.status,
    }),
  ];
}
