import { and, eq, like, or } from 'drizzle-orm';
import { DAYS, normalizeForSearch, slugify } from '@festa/domain';
import { locationMessages } from '@festa/domain/messages';
import type { Db, Tx } from '../../db/client.js';
import type { LocationRow } from '../../db/rows.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import {
  ambients,
  locationActivityTypes,
  locationEventTypes,
  locationOpeningDays,
  locations,
  locationTimeRanges,
  platformTasks,
  sessions,
} from '../../db/schema/index.js';
import { checkLegalPlace, checkPlace, taxColumns } from './essentials.js';
import type { CreateLocationInput } from '@festa/domain/schemas/locations';
import { refreshLocationAggregates } from './service.js';

/** The first ambient takes step 3's type and capacity; its host names and prices it in the dashboard. */
export const FIRST_AMBIENT_NAME = 'Ambiente principale';
/** Opening defaults until the host sets them: every day, 09:00–18:00. */
const DEFAULT_RANGE = { startTime: '09:00', endTime: '18:00' };

/**
 * Creates a location in approval in one transaction: the row (PENDING, INACTIVE, so not public), its
 * activity and event types, opening defaults and first ambient; the session becomes a HOST session; the
 * moderation console gets a review task. The same key from the same account returns the first location,
 * also when two submissions race (the unique key decides, the loser reads the winner's row).
 */
export async function createLocation(
  db: Db,
  viewer: { userId: string; sessionId: string },
  input: CreateLocationInput,
  /** The early-adopter programme's last free day while it is open: the location joins it. */
  earlyAdopterUntil: string | null = null,
): Promise<LocationRow> {
  const existing = await findByKey(db, viewer.userId, input.idempotencyKey);
  if (existing) return existing;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => insertLocation(tx, viewer, input, attempt, earlyAdopterUntil));
    } catch (err) {
      if (isUniqueViolation(err, 'locations_owner_creation_key')) {
        const winner = await findByKey(db, viewer.userId, input.idempotencyKey);
        if (winner) return winner;
      }
      // Another location took the slug between our check and our insert: try the next free one.
      if (isUniqueViolation(err, 'locations_slug_key') && attempt < 3) continue;
      throw err;
    }
  }
}

async function findByKey(db: Db | Tx, ownerId: string, key: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.ownerId, ownerId), eq(locations.creationKey, key)));
  return row ?? null;
}

async function insertLocation(
  tx: Tx,
  viewer: { userId: string; sessionId: string },
  input: CreateLocationInput,
  attempt: number,
  earlyAdopterUntil: string | null,
): Promise<LocationRow> {
  const { city, activityTypeIds } = await checkPlace(tx, input, locationMessages.activityTypesRequired);
  const legal = await checkLegalPlace(tx, input);
  const slug = await freeSlug(tx, slugify(`${input.name} ${city.name}`) || 'location', attempt);
  const [row] = await tx
    .insert(locations)
    .values({
      ownerId: viewer.userId,
      creationKey: input.idempotencyKey,
      ...(earlyAdopterUntil
        ? { subscriptionType: 'REDUCED_PRICE', earlyAdopterEndDate: earlyAdopterUntil }
        : {}),
      slug,
      name: input.name,
      nameNormalized: normalizeForSearch(input.name),
      address: input.address,
      city: city.name,
      cityNormalized: normalizeForSearch(city.name),
      cityId: city.id,
      province: city.province,
      cap: input.cap,
      locationType: input.locationType,
      ambientType: input.ambientType,
      ambientCapacity: input.ambientCapacity,
      ...taxColumns(input.vatNumber),
      pec: input.pec,
      sdiCode: input.sdiCode,
      phoneNumber: input.phoneNumber,
      link: input.link,
      legalName: input.legalName,
      legalAddress: input.legalAddress,
      legalCap: input.legalCap,
      ...legal,
      timingMode: 'TIME_RANGE',
    })
    .returning();
  const loc = row!;
  await tx
    .insert(locationActivityTypes)
    .values(activityTypeIds.map((activityTypeId) => ({ locationId: loc.id, activityTypeId })));
  await tx
    .insert(locationEventTypes)
    .values([...new Set(input.eventTypes)].map((eventType) => ({ locationId: loc.id, eventType })));
  await tx.insert(locationOpeningDays).values(DAYS.map((d) => ({ locationId: loc.id, day: d.key })));
  await tx.insert(locationTimeRanges).values({ locationId: loc.id, ...DEFAULT_RANGE });
  await tx.insert(ambients).values({
    locationId: loc.id,
    slug: slugify(FIRST_AMBIENT_NAME),
    name: FIRST_AMBIENT_NAME,
    ambientType: input.ambientType,
    capacity: input.ambientCapacity,
  });
  await refreshLocationAggregates(tx, loc.id);
  await tx.update(sessions).set({ role: 'HOST' }).where(eq(sessions.id, viewer.sessionId));
  await tx.insert(platformTasks).values({ kind: 'REVIEW_NEW_LOCATION', locationId: loc.id });
  // Re-read: the triggers and the aggregates changed the row after the insert returned it.
  const [fresh] = await tx.select().from(locations).where(eq(locations.id, loc.id));
  return fresh!;
}

/** `base`, or `base-2`, `base-3`… whichever is free (deleted locations keep theirs: old links stay dead). */
async function freeSlug(tx: Tx, base: string, attempt: number): Promise<string> {
  const taken = await tx
    .select({ slug: locations.slug })
    .from(locations)
    .where(or(eq(locations.slug, base), like(locations.slug, `${base}-%`)));
  const used = new Set(taken.map((t) => t.slug));
  let n = used.has(base) ? 2 + attempt : attempt ? 2 + attempt : 1;
  while (used.has(n === 1 ? base : `${base}-${n}`)) n++;
  return n === 1 ? base : `${base}-${n}`;
}
