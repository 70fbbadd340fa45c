import { and, asc, count, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { todayInRome } from '@festa/domain';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { LocationRow, NotificationRow } from '../../db/rows.js';
import { quoteRequestAmbients, quoteRequests, quoteRequestServices } from '../../db/schema/index.js';
import { recordEvent } from '../notifications/events.js';

/**
 * What deleting a location, an ambient or a service does to the requests that include it. An accepted
 * booking from today on (Italian time) can no longer happen as agreed, so it becomes CANCELLED by the host
 * with a reason the guest reads, and the guest is told. A whole location's waiting requests go too: nobody
 * is left to answer them. A deleted ambient or service leaves waiting requests as they are: the host still
 * answers them, and each keeps its copy of what was asked. Past days and decided requests are history.
 */
export type DeletionTarget = 'LOCATION' | 'AMBIENT' | 'SERVICE';

export interface AffectedBooking {
  id: string;
  number: number;
  guestName: string;
  date: string;
  guests: number;
  ambients: string[];
  services: string[];
}

/** The statuses a deletion of `target` cancels. */
const cancelledStatuses = (target: DeletionTarget) =>
  target === 'LOCATION' ? ['CONFIRMED', 'PENDING'] : ['CONFIRMED'];

/** The requests of `target` with one of `statuses` whose day is today or later in Italy. */
function affected(db: DbOrTx, target: DeletionTarget, id: string, statuses: string[], now: Date): SQL {
  let scope: SQL;
  if (target === 'LOCATION') scope = eq(quoteRequests.locationId, id);
  else if (target === 'AMBIENT')
    scope = inArray(
      quoteRequests.id,
      db
        .select({ id: quoteRequestAmbients.quoteRequestId })
        .from(quoteRequestAmbients)
        .where(eq(quoteRequestAmbients.ambientId, id)),
    );
  else
    scope = inArray(
      quoteRequests.id,
      db
        .select({ id: quoteRequestServices.quoteRequestId })
        .from(quoteRequestServices)
        .where(eq(quoteRequestServices.serviceId, id)),
    );
  return and(scope, inArray(quoteRequests.status, statuses), gte(quoteRequests.date, todayInRome(now)))!;
}

/** The accepted bookings a deletion would cancel, soonest first, and how many waiting requests with them. */
export async function deletionImpact(
  db: DbOrTx,
  target: DeletionTarget,
  id: string,
  now: Date = new Date(),
): Promise<{ bookings: AffectedBooking[]; pendingRequests: number }> {
  const rows = await db
    .select({
      id: quoteRequests.id,
      number: quoteRequests.number,
      guestName: quoteRequests.guestName,
      date: quoteRequests.date,
      guests: quoteRequests.guests,
    })
    .from(quoteRequests)
    .where(affected(db, target, id, ['CONFIRMED'], now))
    .orderBy(asc(quoteRequests.date), asc(quoteRequests.number));
  const [pending] =
    target === 'LOCATION'
      ? await db
          .select({ n: count() })
          .from(quoteRequests)
          .where(affected(db, target, id, ['PENDING'], now))
      : [{ n: 0 }];
  const ids = rows.map((r) => r.id);
  const names = async (table: typeof quoteRequestAmbients | typeof quoteRequestServices) =>
    ids.length
      ? db
          .select({ request: table.quoteRequestId, name: table.name })
          .from(table)
          .where(inArray(table.quoteRequestId, ids))
          .orderBy(asc(table.name))
      : [];
  const ambients = await names(quoteRequestAmbients);
  const services = await names(quoteRequestServices);
  const of = (list: { request: string; name: string }[], request: string) =>
    list.filter((x) => x.request === request).map((x) => x.name);
  return {
    bookings: rows.map((r) => ({ ...r, ambients: of(ambients, r.id), services: of(services, r.id) })),
    pendingRequests: pending?.n ?? 0,
  };
}

/**
 * Cancels, inside the deletion's transaction and before the item's row goes (its requests lose the link
 * then), what deleting `target` cancels: by the HOST, with `reason`. Each guest gets the feed row, and the
 * e-mail and push their preference for updated requests allows; the caller publishes the rows after commit.
 * The caller holds the location's lock, which 'Imposta stato' also takes: a request accepted while the
 * host deletes is either cancelled here or accepted after the item is gone, never left in between.
 */
export async function cancelForDeletion(
  tx: Tx,
  publicUrl: string,
  location: Pick<LocationRow, 'id' | 'name' | 'city' | 'slug' | 'logoUrl'>,
  target: { kind: DeletionTarget; id: string; reason: string },
  now: Date = new Date(),
): Promise<NotificationRow[]> {
  const cancelled = await tx
    .update(quoteRequests)
    .set({
      status: 'CANCELLED',
      cancelledBy: 'HOST',
      cancelledAt: now,
      cancellationReason: target.reason,
      updatedAt: now,
    })
    .where(affected(tx, target.kind, target.id, cancelledStatuses(target.kind), now))
    .returning();
  const events: NotificationRow[] = [];
  for (const row of cancelled.sort((a, b) => a.number - b.number)) {
    // A guest who deleted their account has no one left to tell.
    if (!row.userId) continue;
    events.push(
      await recordEvent(tx, publicUrl, {
        userId: row.userId,
        role: 'GUEST',
        type: 'QUOTE_REQUEST_CANCELLED',
        locationId: location.id,
        quoteRequestId: row.id,
        metadata: {
          location: {
            name: location.name,
            city: location.city,
            slug: location.slug,
            logoUrl: location.logoUrl,
          },
          quoteRequest: { status: row.status, number: row.number, date: row.date },
          reason: target.reason,
        },
        quoteNumber: row.number,
        status: row.status,
      }),
    );
  }
  return events;
}
