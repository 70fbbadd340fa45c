import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { addDays } from '@festalocation/domain';
import type { QuoteStatus } from '@festalocation/domain/enums';
import type { Db } from '../../db/client.js';
import {
  ambients,
  ambientUnavailabilities,
  quoteRequestAmbients,
  quoteRequests,
  quoteRequestServices,
  services,
  serviceUnavailabilities,
} from '../../db/schema/index.js';
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
  const [requests, itemsA, itemsS, blockedA, blockedS, imported] = await Promise.all([
    db
      .select({
        id: quoteRequests.id,
        number: quoteRequests.number,
        date: quoteRequests.date,
        status: quoteRequests.status,
      })
      .from(quoteRequests)
      .where(
        and(
          eq(quoteRequests.locationId, locationId),
          inArray(quoteRequests.status, CALENDAR_STATUSES),
          gte(quoteRequests.date, first),
          lte(quoteRequests.date, last),
        ),
      )
      .orderBy(quoteRequests.date, quoteRequests.number),
    db
      .select({ id: ambients.id, name: ambients.name })
      .from(ambients)
      .where(eq(ambients.locationId, locationId)),
    db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(eq(services.locationId, locationId)),
    db
      .select({ id: ambientUnavailabilities.ambientId, date: ambientUnavailabilities.date })
      .from(ambientUnavailabilities)
      .innerJoin(ambients, eq(ambients.id, ambientUnavailabilities.ambientId))
      .where(
        and(
          eq(ambients.locationId, locationId),
          isNull(ambientUnavailabilities.quoteRequestId),
          gte(ambientUnavailabilities.date, first),
          lte(ambientUnavailabilities.date, last),
        ),
      ),
    db
      .select({ id: serviceUnavailabilities.serviceId, date: serviceUnavailabilities.date })
      .from(serviceUnavailabilities)
      .innerJoin(services, eq(services.id, serviceUnavailabilities.serviceId))
      .where(
        and(
          eq(services.locationId, locationId),
          isNull(serviceUnavailabilities.quoteRequestId),
          gte(serviceUnavailabilities.date, first),
          lte(serviceUnavailabilities.date, last),
        ),
      ),
    importedDaysOfLocation(db, locationId, first, last),
  ]);
  const ids = requests.map((r) => r.id);
  const [reqA, reqS] = ids.length
    ? await Promise.all([
        db
          .select({ id: quoteRequestAmbients.quoteRequestId, name: quoteRequestAmbients.name })
          .from(quoteRequestAmbients)
          .where(inArray(quoteRequestAmbients.quoteRequestId, ids)),
        db
          .select({ id: quoteRequestServices.quoteRequestId, name: quoteRequestServices.name })
          .from(quoteRequestServices)
          .where(inArray(quoteRequestServices.quoteRequestId, ids)),
      ])
    : [[], []];
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
      items: [...reqA, ...reqS].filter((i) => i.id === r.id).map((i) => i.name),
    })),
    closedDays: closed,
  };
}
