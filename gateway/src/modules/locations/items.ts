import { and, asc, eq, inArray } from 'drizzle-orm';
import { slugify } from '@festalocation/domain';
import { listingMessages, notFoundMessages, quoteStatusMessages } from '@festalocation/domain/messages';
import type { AmbientInput, ServiceInput } from '@festalocation/domain/schemas/listing';
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

/** Each kind's item table, its gallery table and the gallery's link to the item. */
const KINDS = {
  AMBIENT: {
    table: ambients,
    images: ambientImages,
    owner: ambientImages.ambientId,
    ownerKey: 'ambientId',
    missing: notFoundMessages.ambient,
  },
  SERVICE: {
    table: services,
    images: serviceImages,
    owner: serviceImages.serviceId,
    ownerKey: 'serviceId',
    missing: notFoundMessages.service,
  },
} as const;

/**
 * The save an ambient and a service share, in the caller's transaction (which holds the location's lock):
 * the item to change locked if it belongs to the location (a stranger's id reads as missing), the gallery
 * checked against what the item had, the row written, the gallery replaced, the aggregates refreshed. An
 * item keeps its slug when renamed, so links to it keep working.
 */
async function saveItem<R>(
  tx: Tx,
  kind: 'AMBIENT' | 'SERVICE',
  userId: string,
  locationId: string,
  input: { id?: string | null; name: string; imageUrls: string[] },
  values: Record<string, unknown>,
): Promise<R> {
  const { table, images, owner, ownerKey, missing } = KINDS[kind];
  // One kind's types stand for both: drizzle does not follow a union of tables through a query.
  const item = table as typeof ambients;
  const gallery = images as typeof ambientImages;
  let existing: { id: string } | null = null;
  if (input.id) {
    [existing = null] = await tx
      .select({ id: item.id })
      .from(item)
      .where(and(eq(item.id, input.id), eq(item.locationId, locationId)))
      .for('update');
    if (!existing) throw notFound(missing);
  }
  const current = existing
    ? await tx.select({ url: gallery.url }).from(gallery).where(eq(owner, existing.id))
    : [];
  checkImages(
    userId,
    input.imageUrls,
    current.map((i) => i.url),
  );
  const changed = { ...values, updatedAt: new Date() } as Partial<typeof item.$inferInsert>;
  const [row] = existing
    ? await tx.update(item).set(changed).where(eq(item.id, existing.id)).returning()
    : await tx
        .insert(item)
        .values({
          ...(changed as typeof item.$inferInsert),
          locationId,
          slug: await freeItemSlug(tx, table, locationId, input.name),
        })
        .returning();
  await tx.delete(gallery).where(eq(owner, row!.id));
  if (input.imageUrls.length)
    await tx.insert(gallery).values(positioned(ownerKey, row!.id, input.imageUrls) as never);
  await refreshLocationAggregates(tx, locationId);
  return row as R;
}

export async function upsertAmbient(db: Db, userId: string, input: AmbientInput): Promise<AmbientRow> {
  return db.transaction(async (tx) => {
    const loc = await lockEditable(tx, input.locationId);
    return saveItem<AmbientRow>(tx, 'AMBIENT', userId, loc.id, input, {
      name: input.name,
      ambientType: input.ambientType,
      capacity: input.capacity,
      rentPriceCents: input.rentPriceCents,
      rentDuration: input.rentDuration,
      description: input.description,
      note: input.note,
    });
  });
}

export async function upsertService(db: Db, userId: string, input: ServiceInput): Promise<ServiceRow> {
  return db.transaction(async (tx) => {
    const loc = await lockEditable(tx, input.locationId);
    const [type] = await tx.select().from(serviceTypes).where(eq(serviceTypes.id, input.serviceTypeId));
    if (!type) throw badInput('serviceTypeId', listingMessages.typeRequired);
    return saveItem<ServiceRow>(tx, 'SERVICE', userId, loc.id, input, {
      serviceTypeId: type.id,
      name: input.name,
      pricePerPersonCents: input.pricePerPersonCents,
      ambientIncluded: input.ambientIncluded,
      description: input.description,
      note: input.note,
      allergens: input.allergens,
    });
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
