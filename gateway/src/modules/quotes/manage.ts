import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import {
  canChangeQuoteStatus,
  GUEST_QUOTE_PAGE_SIZE,
  isUuid,
  HOST_QUOTE_PAGE_SIZE,
  quoteStatusLabel,
  quoteStatusTransitions,
  todayInRome,
} from '@festalocation/domain';
import type { Db } from '../../db/client.js';
import {
  ambients,
  ambientUnavailabilities,
  locations,
  quoteRequests,
  services,
  serviceUnavailabilities,
} from '../../db/schema/index.js';
import type { NotificationRow } from '../../db/rows.js';
import { badInput, DomainError, notFound } from '../../errors.js';
import { recordEvent } from '../notifications/events.js';
import { buildViews, type QuoteRequestView } from './view.js';
import { book } from './priced.js';
import { itemWithLocation } from '../locations/items.js';
import { lockEditable } from '../locations/editing.js';
import { notFoundMessages, quoteStatusMessages } from '@festalocation/domain/messages';
import { paged, pageWindow, type Paged } from '../../pagination.js';
import { importedDaysOfLocation } from '../calendarImport/days.js';

// Who may read or change what is decided in policies.ts before these run: each receives an authorised
// request, location or item and only acts.

export type Page = Paged<QuoteRequestView>;

/** The owner of a location (deleted ones included: a host still reads the requests it received). */
export async function locationOwner(db: Db, locationId: string): Promise<{ ownerId: string } | null> {
  const [loc] = await db
    .select({ ownerId: locations.ownerId })
    .from(locations)
    .where(eq(locations.id, locationId));
  return loc ?? null;
}

/** Numbered pages of a fixed size, newest first: a person turns them and sees the total. */
async function pageOf(
  db: Db,
  viewerId: string,
  where: SQL | undefined,
  page: number | null | undefined,
  size: number,
) {
  const window = pageWindow({ page }, { pageSize: size, max: size });
  const [total] = await db.select({ n: count() }).from(quoteRequests).where(where);
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(where)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.number))
    .limit(window.limit)
    .offset(window.offset);
  return paged(await buildViews(db, rows, viewerId), total?.n ?? 0, window);
}

export async function hostNewRequests(
  db: Db,
  userId: string,
  locationId: string,
  page: number | null | undefined,
) {
  const where = and(eq(quoteRequests.locationId, locationId), eq(quoteRequests.isRead, false));
  return pageOf(db, userId, where, page, HOST_QUOTE_PAGE_SIZE);
}

export async function hostAllRequests(
  db: Db,
  userId: string,
  locationId: string,
  status: string | null | undefined,
  page: number | null | undefined,
) {
  const where = and(eq(quoteRequests.locationId, locationId), statusIs(status));
  return pageOf(db, userId, where, page, HOST_QUOTE_PAGE_SIZE);
}

/**
 * The filter of one status as people read it: 'Scaduta' is a QUOTED request past its quote's validity
 * (never stored), so QUOTED means one still open.
 */
function statusIs(status: string | null | undefined): SQL | undefined {
  if (!status) return undefined;
  const today = todayInRome();
  if (status === 'EXPIRED') {
    return and(eq(quoteRequests.status, 'QUOTED'), lt(quoteRequests.quoteValidUntil, today));
  }
  if (status === 'QUOTED') {
    return and(eq(quoteRequests.status, 'QUOTED'), gte(quoteRequests.quoteValidUntil, today));
  }
  return eq(quoteRequests.status, status);
}

export async function ownRequests(db: Db, userId: string, page: number | null | undefined) {
  return pageOf(db, userId, eq(quoteRequests.userId, userId), page, GUEST_QUOTE_PAGE_SIZE);
}

/** A request by id, as `viewerId` would see it; null when there is none. */
export async function loadRequest(db: Db, viewerId: string, id: string): Promise<QuoteRequestView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  if (!row) return null;
  const [view] = await buildViews(db, [row], viewerId);
  return view ?? null;
}

export async function markRead(db: Db, view: QuoteRequestView) {
  if (!view.isRead) await db.update(quoteRequests).set({ isRead: true }).where(eq(quoteRequests.id, view.id));
  return { ...view, isRead: true };
}

/**
 * PENDING → CONFIRMED or REJECTED, once (domain/policies.ts): a decided or CANCELLED request is final, and
 * CANCELLED is never picked here. The conditional update makes two racing saves safe: only one finds the
 * row still PENDING. The location's row is share-locked first, as a deletion locks it for update: a request
 * is never accepted while a deletion is cancelling what it booked. The guest's notification is written in
 * the same transaction.
 */
export async function setStatus(
  db: Db,
  publicUrl: string,
  view: QuoteRequestView,
  status: string,
): Promise<{ view: QuoteRequestView; events: NotificationRow[] }> {
  const id = view.id;
  if (!quoteStatusTransitions(view.status).length) {
    throw new DomainError('CONFLICT', quoteStatusMessages.final(quoteStatusLabel(view.status)), {
      field: 'status',
    });
  }
  if (!canChangeQuoteStatus(view.status, status)) throw badInput('status', quoteStatusMessages.notSelectable);
  const result = await db.transaction(async (tx) => {
    await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, view.location.id))
      .for('share');
    const updated = await tx
      .update(quoteRequests)
      .set({ status, isRead: true, updatedAt: new Date() })
      .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, 'PENDING')))
      .returning();
    const row = updated[0];
    if (!row) {
      throw new DomainError('CONFLICT', quoteStatusMessages.alreadyChanged, { field: 'status' });
    }
    // Accepting without a quote books the request's ambients and services that day, as a guest's
    // acceptance of a quote does.
    if (row.status === 'CONFIRMED') await book(tx, row);
    const events: NotificationRow[] = [];
    if (row.userId) {
      const [loc] = await tx.select().from(locations).where(eq(locations.id, row.locationId));
      events.push(
        await recordEvent(tx, publicUrl, {
          userId: row.userId,
          role: 'GUEST',
          type: 'QUOTE_REQUEST_UPDATED',
          locationId: row.locationId,
          quoteRequestId: row.id,
          metadata: {
            location: { name: loc!.name, city: loc!.city, slug: loc!.slug, logoUrl: loc!.logoUrl },
            quoteRequest: { status: row.status, number: row.number },
          },
          status: row.status,
        }),
      );
    }
    return { row, events };
  });
  // Seen by the host who changed it, the owner of the location.
  const [fresh] = await buildViews(db, [result.row], view.ownerId);
  return { view: fresh!, events: result.events };
}

/**
 * Closed dates from today on, for the location's ambients and services: blocked by hand, booked, or busy
 * in an imported calendar (those also listed apart, as the host may not free them here).
 */
export async function locationUnavailabilities(db: Db, loc: { id: string }, now: Date = new Date()) {
  const today = todayInRome(now);
  const [aRows, sRows, blockedA, blockedS, imported] = await Promise.all([
    db.select({ id: ambients.id }).from(ambients).where(eq(ambients.locationId, loc.id)),
    db.select({ id: services.id }).from(services).where(eq(services.locationId, loc.id)),
    db
      .select({ id: ambientUnavailabilities.ambientId, date: ambientUnavailabilities.date })
      .from(ambientUnavailabilities)
      .innerJoin(ambients, eq(ambients.id, ambientUnavailabilities.ambientId))
      .where(and(eq(ambients.locationId, loc.id), gte(ambientUnavailabilities.date, today))),
    db
      .select({ id: serviceUnavailabilities.serviceId, date: serviceUnavailabilities.date })
      .from(serviceUnavailabilities)
      .innerJoin(services, eq(services.id, serviceUnavailabilities.serviceId))
      .where(and(eq(services.locationId, loc.id), gte(serviceUnavailabilities.date, today))),
    importedDaysOfLocation(db, loc.id, today),
  ]);
  const collect = (
    target: 'AMBIENT' | 'SERVICE',
    ids: { id: string }[],
    blocked: { id: string; date: string }[],
  ) =>
    ids.map(({ id }) => {
      const importedDates = [
        ...new Set(imported.filter((d) => d.target === target && d.itemId === id).map((d) => d.date)),
      ].sort();
      const own = blocked.filter((b) => b.id === id).map((b) => b.date);
      return { id, dates: [...new Set([...own, ...importedDates])].sort(), importedDates };
    });
  return {
    ambients: collect('AMBIENT', aRows, blockedA),
    services: collect('SERVICE', sRows, blockedS),
  };
}

const ITEM_NOT_FOUND = { AMBIENT: notFoundMessages.ambient, SERVICE: notFoundMessages.service } as const;

/** The ambient or service whose dates change, with its location's standing (the 'set…Availability' rules). */
export const availabilityItem = (db: Db, target: 'AMBIENT' | 'SERVICE', id: string) =>
  itemWithLocation(db, target, id);

/**
 * Blocks or frees dates for one (authorised) ambient or service. FOR UPDATE on the item row is the other
 * half of createQuoteRequest's FOR SHARE: a block and a request for the same item never interleave.
 * The location is locked first, as createQuoteRequest does (same order, no deadlock), and the editing
 * gate re-checked there: the subscription may have lapsed since the resolver authorised.
 */
export async function setUnavailability(
  db: Db,
  input: { target: 'AMBIENT' | 'SERVICE'; id: string; dates: string[]; available: boolean },
  locationId: string,
) {
  const table = input.target === 'AMBIENT' ? ambients : services;
  const dates = [...new Set(input.dates)];
  await db.transaction(async (tx) => {
    await lockEditable(tx, locationId);
    const [item] = await tx.select({ id: table.id }).from(table).where(eq(table.id, input.id)).for('update');
    // Deleted since it was authorised.
    if (!item) throw notFound(ITEM_NOT_FOUND[input.target]);
    if (!dates.length) return;
    if (input.target === 'AMBIENT') {
      if (input.available) {
        await tx.delete(ambientUnavailabilities).where(
          and(
            eq(ambientUnavailabilities.ambientId, item.id),
            inArray(ambientUnavailabilities.date, dates),
            // A booked day is freed by cancelling its booking, not from the calendar.
            isNull(ambientUnavailabilities.quoteRequestId),
          ),
        );
      } else {
        await tx
          .insert(ambientUnavailabilities)
          .values(dates.map((date) => ({ ambientId: item.id, date })))
          .onConflictDoNothing();
      }
    } else if (input.available) {
      await tx
        .delete(serviceUnavailabilities)
        .where(
          and(
            eq(serviceUnavailabilities.serviceId, item.id),
            inArray(serviceUnavailabilities.date, dates),
            isNull(serviceUnavailabilities.quoteRequestId),
          ),
        );
    } else {
      await tx
        .insert(serviceUnavailabilities)
        .values(dates.map((date) => ({ serviceId: item.id, date })))
        .onConflictDoNothing();
    }
  });
  return true;
}
