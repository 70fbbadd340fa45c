import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  quoteMessages,
  quoteTotalCents,
  todayInRome,
  validateQuote,
  type QuoteContext,
} from '@festalocation/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  ambients,
  ambientUnavailabilities,
  locationOpeningDays,
  locations,
  quoteRequestAmbients,
  quoteRequests,
  quoteRequestServices,
  services,
  serviceUnavailabilities,
  users,
} from '../../db/schema/index.js';
import type { AmbientRow, NotificationRow, ServiceRow } from '../../db/rows.js';
import { badInput, DomainError, notFound } from '../../errors.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import { notFoundMessages } from '@festalocation/domain/messages';
import { recordEvent } from '../notifications/events.js';
import { buildViews, type QuoteRequestRow, type QuoteRequestView } from './view.js';
import { checkQuoteLimits, type QuoteLimits } from './limits.js';
import { importedBusyOn } from '../calendarImport/days.js';

export interface CreateQuoteInput {
  locationId: string;
  ambients: string[];
  services: string[];
  guests: number;
  date: string;
  note: string | null;
  allergens: string | null;
  idempotencyKey: string | null;
}

/**
 * One transaction holding every re-check. Locks, in a fixed order (location, then the chosen ambients and
 * services), make it consistent with the host's availability changes, which lock the same ambient or
 * service row: whichever commits first is seen by the other, so a request is never accepted for a
 * date blocked before it committed. The location row lock also serialises the per-location number.
 */
export async function createQuoteRequest(
  db: Db,
  deps: { publicUrl: string; limits: QuoteLimits },
  userId: string,
  input: CreateQuoteInput,
  now: Date = new Date(),
): Promise<{ view: QuoteRequestView; events: NotificationRow[] }> {
  let result: { row: QuoteRequestRow; events: NotificationRow[] };
  try {
    result = await db.transaction((tx) => createInTx(tx, deps, userId, input, now));
  } catch (err) {
    // Two concurrent submissions with one key for different locations: the loser returns the winner.
    const existing =
      input.idempotencyKey && isUniqueViolation(err)
        ? await findByKey(db, userId, input.idempotencyKey)
        : null;
    if (!existing) throw err;
    result = { row: existing, events: [] };
  }
  // The view is read after commit, so the locks are held only for the checks and the writes.
  const [view] = await buildViews(db, [result.row], userId);
  return { view: view!, events: result.events };
}

async function findByKey(db: Db | Tx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.userId, userId), eq(quoteRequests.idempotencyKey, key)));
  return row ?? null;
}

async function createInTx(
  tx: Tx,
  { publicUrl, limits }: { publicUrl: string; limits: QuoteLimits },
  userId: string,
  input: CreateQuoteInput,
  now: Date,
) {
  // Row lock on the location first: concurrent requests for it (and retries with one key) queue here.
  const [loc] = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.id, input.locationId)))
    .for('update');
  // Who may ask was authorised before (policies.ts); re-checked under the lock: it may be unpublished since.
  if (!loc || !loc.isPublic) throw notFound(notFoundMessages.location);
  if (input.idempotencyKey) {
    const existing = await findByKey(tx, userId, input.idempotencyKey);
    if (existing) return { row: existing, events: [] };
  }
  // After the retry check: sending again what was already sent is never refused.
  await checkQuoteLimits(tx, limits, userId, loc.id);

  const ambientIds = [...new Set(input.ambients)];
  const serviceIds = [...new Set(input.services)];
  // FOR SHARE on the chosen items: an availability change (FOR UPDATE on the same row) waits for us.
  // Sequential: one transaction is one connection, which runs one query at a time anyway.
  const allAmbients = await tx
    .select()
    .from(ambients)
    .where(eq(ambients.locationId, loc.id))
    .orderBy(ambients.id)
    .for('share');
  const chosenServices = serviceIds.length
    ? await tx
        .select()
        .from(services)
        .where(and(eq(services.locationId, loc.id), inArray(services.id, serviceIds)))
        .orderBy(services.id)
        .for('share')
    : [];
  const openingDays = await tx
    .select()
    .from(locationOpeningDays)
    .where(eq(locationOpeningDays.locationId, loc.id));
  const chosenAmbients = allAmbients.filter((a) => ambientIds.includes(a.id));
  if (chosenAmbients.length !== ambientIds.length) throw badInput('ambients', notFoundMessages.ambient);
  if (chosenServices.length !== serviceIds.length) throw badInput('services', notFoundMessages.service);

  const blockedA = ambientIds.length
    ? await tx
        .select()
        .from(ambientUnavailabilities)
        .where(
          and(
            inArray(ambientUnavailabilities.ambientId, ambientIds),
            eq(ambientUnavailabilities.date, input.date),
          ),
        )
    : [];
  const blockedS = serviceIds.length
    ? await tx
        .select()
        .from(serviceUnavailabilities)
        .where(
          and(
            inArray(serviceUnavailabilities.serviceId, serviceIds),
            eq(serviceUnavailabilities.date, input.date),
          ),
        )
    : [];
  // Days an imported calendar (Airbnb, Google…) keeps busy close the item just like a blocked one.
  const imported = await importedBusyOn(tx, { ambientIds, serviceIds }, input.date);
  const busyA = [...new Set([...blockedA.map((b) => b.ambientId), ...imported.ambientIds])];
  const busyS = [...new Set([...blockedS.map((b) => b.serviceId), ...imported.serviceIds])];
  if (busyA.length) {
    throw new DomainError('AMBIENT_UNAVAILABLE', quoteMessages.ambientUnavailableError(input.date), {
      field: 'ambients',
      date: input.date,
      ids: busyA,
    });
  }
  if (busyS.length) {
    throw new DomainError('SERVICE_UNAVAILABLE', quoteMessages.serviceUnavailableError(input.date), {
      field: 'services',
      date: input.date,
      ids: busyS,
    });
  }

  const ctx: QuoteContext = {
    today: todayInRome(now),
    openingDays: openingDays.map((d) => d.day),
    ambients: allAmbients,
    services: chosenServices,
    blockedAmbients: {},
    blockedServices: {},
  };
  const issues = validateQuote({ ...input, ambientIds, serviceIds }, ctx, 'form');
  const first = issues[0];
  if (first) throw badInput(first.field, first.message);

  const [guest] = await tx.select().from(users).where(eq(users.id, userId));
  if (!guest) throw notFound();
  const [counter] = await tx
    .update(locations)
    .set({ quoteCounter: sql`${locations.quoteCounter} + 1` })
    .where(eq(locations.id, loc.id))
    .returning({ number: locations.quoteCounter });

  const [row] = await tx
    .insert(quoteRequests)
    .values({
      locationId: loc.id,
      number: counter!.number,
      userId,
      guestName: guest.fullName?.trim() || guest.email,
      guestEmail: guest.email,
      guestPhone: guest.phoneNumber,
      date: input.date,
      guests: input.guests,
      note: input.note,
      allergens: input.allergens,
      totalCents: quoteTotalCents({
        guests: input.guests,
        ambients: chosenAmbients,
        services: chosenServices,
      }),
      idempotencyKey: input.idempotencyKey,
    })
    .returning();
  const request = row!;
  await insertQuoteItems(tx, request.id, chosenAmbients, chosenServices);
  const event = await recordEvent(tx, publicUrl, {
    userId: loc.ownerId,
    role: 'HOST',
    type: 'NEW_QUOTE_REQUEST',
    locationId: loc.id,
    quoteRequestId: request.id,
    metadata: {
      location: { name: loc.name, city: loc.city, slug: loc.slug, logoUrl: loc.logoUrl },
      quoteRequest: { status: request.status, number: request.number },
    },
    quoteNumber: request.number,
  });
  return { row: request, events: [event] };
}

/**
 * The chosen ambients and services of a request, with their prices copied, so later price changes leave
 * the request as the guest saw it.
 */
export async function insertQuoteItems(
  tx: Tx,
  quoteRequestId: string,
  chosenAmbients: Pick<AmbientRow, 'id' | 'name' | 'rentPriceCents' | 'rentDuration' | 'capacity'>[],
  chosenServices: Pick<ServiceRow, 'id' | 'name' | 'pricePerPersonCents' | 'ambientIncluded'>[],
) {
  if (chosenAmbients.length) {
    await tx.insert(quoteRequestAmbients).values(
      chosenAmbients.map((a) => ({
        quoteRequestId,
        ambientId: a.id,
        name: a.name,
        priceCents: a.rentPriceCents,
        rentDuration: a.rentDuration,
        capacity: a.capacity,
      })),
    );
  }
  if (chosenServices.length) {
    await tx.insert(quoteRequestServices).values(
      chosenServices.map((s) => ({
        quoteRequestId,
        serviceId: s.id,
        name: s.name,
        priceCents: s.pricePerPersonCents,
        ambientIncluded: s.ambientIncluded,
      })),
    );
  }
}
