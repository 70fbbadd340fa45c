import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { quoteRequestAmbients, quoteRequests, quoteRequestServices } from '../../db/schema/index.js';

/*
 * What the two calendars of a location read of its quote requests: the host's bookings month
 * (calendarImport/month.ts) and the published iCal feed (availability/feed.ts). They differ only in which
 * statuses count and over which days, so both read the same rows the same way.
 */

/** A location's requests in these statuses for days from `from` (to `until`, when given), by day and number. */
export function requestsOnCalendar(
  db: Db,
  locationId: string,
  statuses: readonly string[],
  from: string,
  until?: string,
) {
  return db
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
        inArray(quoteRequests.status, [...statuses]),
        gte(quoteRequests.date, from),
        until ? lte(quoteRequests.date, until) : undefined,
      ),
    )
    .orderBy(quoteRequests.date, quoteRequests.number);
}

/**
 * The names of the ambients and services these requests asked for, ambients first, as they were copied onto
 * each request when it was sent: a calendar labels a booking with them, so a renamed or deleted item still
 * reads as the guest asked for it.
 */
export async function requestedItemNames(
  db: Db,
  requestIds: string[],
): Promise<{ requestId: string; name: string }[]> {
  if (!requestIds.length) return [];
  const [requestedAmbients, requestedServices] = await Promise.all([
    db
      .select({ requestId: quoteRequestAmbients.quoteRequestId, name: quoteRequestAmbients.name })
      .from(quoteRequestAmbients)
      .where(inArray(quoteRequestAmbients.quoteRequestId, requestIds)),
    db
      .select({ requestId: quoteRequestServices.quoteRequestId, name: quoteRequestServices.name })
      .from(quoteRequestServices)
      .where(inArray(quoteRequestServices.quoteRequestId, requestIds)),
  ]);
  return [...requestedAmbients, ...requestedServices];
}
