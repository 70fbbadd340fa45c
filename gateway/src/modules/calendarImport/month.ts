import { and, eq, gte, isNull, lte, type Column } from 'drizzle-orm';
import { addDays } from '@festalocation/domain';
import type { QuoteStatus } from '@festalocation/domain/enums';
import type { Db } from '../../db/client.js';
import {
  ambients,
  ambientUnavailabilities,
  services,
  serviceUnavailabilities,
} from '../../db/schema/index.js';
import { requestedItemNames, requestsOnCalendar } from '../quotes/onCalendar.js';
import { importedDaysOfLocation } from './days.js';

/** Requests that hold or may soon hold a day: confirmed, and pending (not answered, or quoted and awaiting the guest). */
const CALENDAR_STATUSES = ['CONFIRMED', 'PENDING', 'QUOTED'];

/**
 * One month of an (authorised) location for its host's bookings calendar: its confirmed and pending
 * requests, and the days its ambients and services are closed by hand or by an imported calendar. A day
 * booked by an accepted request is shown as that request, not again as closed.
 */
export async function bookingsMonth(db: Db, locationId: string, month: string) {
  const first = `${month}-01`;
  const last = addDays(addDays(first, 31).slice(0, 8) + '01', -1);
  // Ambients and services keep their closed days in twin tables: one filter reads either. A day a request
  // holds is left out here, since the calendar shows it as that request.
  const closedByHandIn = (locationColumn: Column, days: { date: Column; quoteRequestId: Column }) =>
    and(
      eq(locationColumn, locationId),
      isNull(days.quoteRequestId),
      gte(days.date, first),
      lte(days.date, last),
    );
  // A closed day names its item: the names of all the location's ambients, then of its services.
  const namesOf = (items: typeof ambients | typeof services) =>
    db.select({ id: items.id, name: items.name }).from(items).where(eq(items.locationId, locationId));
  const [requests, itemsA, itemsS, blockedA, blockedS, imported] = await Promise.all([
    requestsOnCalendar(db, locationId, CALENDAR_STATUSES, first, last),
    namesOf(ambients),
    namesOf(services),
    db
      .select({ id: ambientUnavailabilities.ambientId, date: ambientUnavailabilities.date })
      .from(ambientUnavailabilities)
      .innerJoin(ambients, eq(ambients.id, ambientUnavailabilities.ambientId))
      .where(closedByHandIn(ambients.locationId, ambientUnavailabilities)),
    db
      .select({ id: serviceUnavailabilities.serviceId, date: serviceUnavailabilities.date })
      .from(serviceUnavailabilities)
      .innerJoin(services, eq(services.id, serviceUnavailabilities.serviceId))
      .where(closedByHandIn(services.locationId, serviceUnavailabilities)),
    importedDaysOfLocation(db, locationId, first, last),
  ]);
  const requested = await requestedItemNames(
    db,
    requests.map((r) => r.id),
  );
  const name = (target: 'AMBIENT' | 'SERVICE', id: string) =>
    (target === 'AMBIENT' ? itemsA : itemsS).find((i) => i.id === id)?.name ?? '';
  const closed = [
    ...blockedA.map((b) => ({
      date: b.date,
      target: 'AMBIENT' as const,
      itemId: b.id,
      source: 'BLOCKED' as const,
    })),
    ...blockedS.map((b) => ({
      date: b.date,
      target: 'SERVICE' as const,
      itemId: b.id,
      source: 'BLOCKED' as const,
    })),
    // Two imports of one item busy on the same day show once.
    ...[...new Map(imported.map((d) => [`${d.target}:${d.itemId}:${d.date}`, d])).values()].map((d) => ({
      date: d.date,
      target: d.target,
      itemId: d.itemId,
      source: 'IMPORTED' as const,
    })),
  ]
    .map((c) => ({ ...c, itemName: name(c.target, c.itemId) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.itemName.localeCompare(b.itemName, 'it'));
  return {
    month,
    bookings: requests.map((r) => ({
      quoteRequestId: r.id,
      number: r.number,
      date: r.date,
      status: r.status as QuoteStatus,
      items: requested.filter((i) => i.requestId === r.id).map((i) => i.name),
    })),
    closedDays: closed,
  };
}
