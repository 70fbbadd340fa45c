import { and, asc, eq, inArray } from 'drizzle-orm';
import { slugify } from '@festa/domain';
import { listingMessages, notFoundMessages, quoteStatusMessages } from '@festa/domain/messages';
import type { AmbientInput, ServiceInput } from '@festa/domain/schemas/listing';
import type { Db, Tx } from '../../db/client.js';
import type { AmbientRow, NotificationRow, ServiceRow } from '../../db/rows.js';
import {
  ambientImages,
  ambients,
  locations,
  serviceImages,
  services,
  serviceTypes,
} from '../../db/schema/index.js';
import { badInput, notFound } from '../../errors.js';
import { checkImages, lockEditable, positioned } from './editing.js';
import { cancelForDeletion } from '../quotes/cancel.js';
import { withImages } from './page.js';
import { refreshLocationAggregates } from './service.js';

/**
 * Ambients and services: create, change, delete, each in one transaction that starts with the location's
 * lock and editing gate (editing.ts) and leaves its aggregates right before it commits.
 */

/** A slug for a new item, free within its location: `name`, `name-2`… */
async function freeItemSlug(
  tx: Tx,
  table: typeof ambients | typeof services,
  locationId: string,
  name: string,
) {
  const base = slugify(name) || 'elemento';
  const rows = await tx.select({ slug: table.slug }).from(table).where(eq(table.locationId, locationId));
  const used = new Set(rows.map((r) => r.slug));
  let n = 1;
  while (used.has(n === 1 ? base : `${base}-${n}`)) n++;
  return n === 1 ? base : `${base}-${n}`;
}

/** The item to change, locked, if it belongs to the location; a stranger's id reads as missing. */
async function lockItem<T extends typeof ambients | typeof services>(
  tx: Tx,
  table: T,
  id: string,
  locationId: string,
  message: string,
) {
  const [row] = await tx
    .select()
    .from(table as typeof ambients)
    .where(and(eq(table.id, id), eq(table.locationId, locationId)))
    .for('update');
  if (!row) throw notFound(message);
  return row;
}

export async function upsertAmbient(db: Db, userId: string, input: AmbientInput): Promise<AmbientRow> {
  return db.transaction(async (tx) => {
    const loc = await lockEditable(tx, input.locationId);
    const existing = input.id
      ? await lockItem(tx, ambients, input.id, loc.id, notFoundMessages.ambient)
      : null;
    const current = existing
      ? await tx.select().from(ambientImages).where(eq(ambientImages.ambientId, existing.id))
      : [];
    checkImages(
      userId,
      input.imageUrls,
      current.map((i) => i.url),
    );
    const values = {
      name: input.name,
      ambientType: input.ambientType,
      capacity: input.capacity,
      rentPriceCents: input.rentPriceCents,
      rentDuration: input.rentDuration,
      description: input.description,
      note: input.note,
      updatedAt: new Date(),
    };
    // An ambient keeps its slug when renamed, so links to it keep working.
    const [row] = existing
      ? await tx.update(ambients).set(values).where(eq(ambients.id, existing.id)).returning()
      : await tx
          .insert(ambients)
          .values({
            ...values,
            locationId: loc.id,
            slug: await freeItemSlug(tx, ambients, loc.id, input.name),
          })
          .returning();
    await tx.delete(ambientImages).where(eq(ambientImages.ambientId, row!.id));
    if (input.imageUrls.length)
      await tx.insert(ambientImages).values(positioned('ambientId', row!.id, input.imageUrls));
    await refreshLocationAggregates(tx, loc.id);
    return row!;
  });
}

export async function upsertService(db: Db, userId: string, input: ServiceInput): Promise<ServiceRow> {
  return db.transaction(async (tx) => {
    const loc = await lockEditable(tx, input.locationId);
    const [type] = await tx.select().from(serviceTypes).where(eq(serviceTypes.id, input.serviceTypeId));
    if (!type) throw badInput('serviceTypeId', listingMessages.typeRequired);
    const existing = input.id
      ? await lockItem(tx, services, input.id, loc.id, notFoundMessages.service)
      : null;
    const current = existing
      ? await tx.select().from(serviceImages).where(eq(serviceImages.serviceId, existing.id))
      : [];
    checkImages(
      userId,
      input.imageUrls,
      current.map((i) => i.url),
    );
    const values = {
      serviceTypeId: type.id,
      name: input.name,
      pricePerPersonCents: input.pricePerPersonCents,
      ambientIncluded: input.ambientIncluded,
      description: input.description,
      note: input.note,
      allergens: input.allergens,
      updatedAt: new Date(),
    };
    const [row] = existing
      ? await tx.update(services).set(values).where(eq(services.id, existing.id)).returning()
      : await tx
          .insert(services)
          .values({
            ...values,
            locationId: loc.id,
            slug: await freeItemSlug(tx, services, loc.id, input.name),
          })
          .returning();
    await tx.delete(serviceImages).where(eq(serviceImages.serviceId, row!.id));
    if (input.imageUrls.length)
      await tx.insert(serviceImages).values(positioned('serviceId', row!.id, input.imageUrls));
    await refreshLocationAggregates(tx, loc.id);
    return row!;
  });
}

/**
 * Deletes an ambient or service. Accepted bookings that include it from today on are cancelled first
 * (quotes/cancel.ts), while they still point at it; every request that named it keeps its own copy (name,
 * price) and loses only the link; the location's lowest price and capacity follow in the same
 * transaction. Returns the guests' notifications, to publish after commit. Deleting again is a no-op.
 */
export async function deleteItem(
  db: Db,
  publicUrl: string,
  target: 'AMBIENT' | 'SERVICE',
  id: string,
  locationId: string,
): Promise<NotificationRow[]> {
  const table = target === 'AMBIENT' ? ambients : services;
  return db.transaction(async (tx) => {
    const loc = await lockEditable(tx, locationId);
    const [item] = await tx
      .select({ id: table.id, name: table.name })
      .from(table as typeof ambients)
      .where(and(eq(table.id, id), eq(table.locationId, locationId)))
      .for('update');
    if (!item) return [];
    const reason =
      target === 'AMBIENT'
        ? quoteStatusMessages.ambientDeleted(item.name)
        : quoteStatusMessages.serviceDeleted(item.name);
    const events = await cancelForDeletion(tx, publicUrl, loc, { kind: target, id: item.id, reason });
    await tx.delete(table).where(eq(table.id, item.id));
    await refreshLocationAggregates(tx, locationId);
    return events;
  });
}

/** An ambient or service with the standing of its location, for the 'editAmbient'/'editService' rules. */
export async function itemWithLocation(db: Db, target: 'AMBIENT' | 'SERVICE', id: string) {
  const table = target === 'AMBIENT' ? ambients : services;
  const [row] = await db
    .select({
      id: table.id,
      locationId: table.locationId,
      ownerId: locations.ownerId,
      deletedAt: locations.deletedAt,
      approvalStatus: locations.approvalStatus,
      subscriptionStatus: locations.subscriptionStatus,
      subscriptionType: locations.subscriptionType,
    })
    .from(table)
    .innerJoin(locations, eq(locations.id, table.locationId))
    .where(eq(table.id, id));
  return row ?? null;
}

/**
 * Ambients or services with their images (in gallery order) and, for services, their type's name: the
 * host's lists (sorted by id, as the sidebar shows them) or the one a save returns.
 */
export async function loadItems(
  db: Db,
  target: 'AMBIENT',
  where: { locationId?: string; id?: string },
): Promise<AmbientRow[]>;
export async function loadItems(
  db: Db,
  target: 'SERVICE',
  where: { locationId?: string; id?: string },
): Promise<ServiceRow[]>;
export async function loadItems(
  db: Db,
  target: 'AMBIENT' | 'SERVICE',
  where: { locationId?: string; id?: string },
) {
  const ambient = target === 'AMBIENT';
  const table = ambient ? ambients : services;
  const filter = where.id ? eq(table.id, where.id) : eq(table.locationId, where.locationId ?? '');
  const rows: (AmbientRow | ServiceRow)[] = ambient
    ? await db.select().from(ambients).where(filter).orderBy(asc(ambients.id))
    : (
        await db
          .select({ s: services, typeName: serviceTypes.name })
          .from(services)
          .innerJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
          .where(filter)
          .orderBy(asc(services.id))
      ).map((r) => ({ ...r.s, serviceTypeName: r.typeName }));
  if (!rows.length) return rows;
  const ids = rows.map((r) => r.id);
  const images = ambient
    ? await db
        .select({ owner: ambientImages.ambientId, id: ambientImages.id, url: ambientImages.url })
        .from(ambientImages)
        .where(inArray(ambientImages.ambientId, ids))
        .orderBy(asc(ambientImages.position))
    : await db
        .select({ owner: serviceImages.serviceId, id: serviceImages.id, url: serviceImages.url })
        .from(serviceImages)
        .where(inArray(serviceImages.serviceId, ids))
        .orderBy(asc(serviceImages.position));
  return rows.map((r) =>
    withImages(
      r,
      images.filter((i) => i.owner === r.id).map(({ id, url }) => ({ id, url })),
    ),
  );
}
