import DataLoader from 'dataloader';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './db/client.js';
import {
  activityTypes,
  ambientImages,
  ambients,
  favorites,
  locationActivityTypes,
  locationEventTypes,
  locationImages,
  locationOpeningDays,
  locationTags,
  locationTimeRanges,
  reviews,
  serviceImages,
  services,
  serviceTypes,
  tags,
} from './db/schema/index.js';
import type { ActivityTypeRow, AmbientRow, ReviewRow, ServiceWithType, TagRow } from './db/rows.js';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** One loader per relation: a location page costs the same number of statements whatever its size. */
function many<T>(load: (ids: readonly string[]) => Promise<T[]>, key: (row: T) => string) {
  return new DataLoader<string, T[]>(async (ids) => {
    const grouped = groupBy(await load(ids), key);
    return ids.map((id) => grouped.get(id) ?? []);
  });
}

export interface ImageRef {
  id: string;
  url: string;
}

export function createLoaders(db: Db, viewerId: string | null) {
  return {
    locationImages: many(
      (ids) =>
        db
          .select({ id: locationImages.id, url: locationImages.url, owner: locationImages.locationId })
          .from(locationImages)
          .where(inArray(locationImages.locationId, [...ids]))
          .orderBy(asc(locationImages.position), asc(locationImages.id)),
      (r) => r.owner,
    ),
    ambientImages: many(
      (ids) =>
        db
          .select({ id: ambientImages.id, url: ambientImages.url, owner: ambientImages.ambientId })
          .from(ambientImages)
          .where(inArray(ambientImages.ambientId, [...ids]))
          .orderBy(asc(ambientImages.position), asc(ambientImages.id)),
      (r) => r.owner,
    ),
    serviceImages: many(
      (ids) =>
        db
          .select({ id: serviceImages.id, url: serviceImages.url, owner: serviceImages.serviceId })
          .from(serviceImages)
          .where(inArray(serviceImages.serviceId, [...ids]))
          .orderBy(asc(serviceImages.position), asc(serviceImages.id)),
      (r) => r.owner,
    ),
    ambients: many<AmbientRow>(
      (ids) =>
        db
          .select()
          .from(ambients)
          .where(inArray(ambients.locationId, [...ids]))
          .orderBy(asc(ambients.createdAt), asc(ambients.id)),
      (r) => r.locationId,
    ),
    services: many<ServiceWithType>(
      async (ids) => {
        const rows = await db
          .select({ service: services, serviceTypeName: serviceTypes.name })
          .from(services)
          .innerJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
          .where(inArray(services.locationId, [...ids]))
          .orderBy(asc(services.createdAt), asc(services.id));
        return rows.map((r) => ({ ...r.service, serviceTypeName: r.serviceTypeName }));
      },
      (r) => r.locationId,
    ),
    reviews: many<ReviewRow>(
      (ids) =>
        db
          .select()
          .from(reviews)
          .where(and(inArray(reviews.locationId, [...ids]), eq(reviews.isHidden, false)))
          .orderBy(asc(reviews.createdAt)),
      (r) => r.locationId,
    ),
    activityTypes: many<ActivityTypeRow & { owner: string }>(
      async (ids) => {
        const rows = await db
          .select({ a: activityTypes, owner: locationActivityTypes.locationId })
          .from(locationActivityTypes)
          .innerJoin(activityTypes, eq(activityTypes.id, locationActivityTypes.activityTypeId))
          .where(inArray(locationActivityTypes.locationId, [...ids]))
          .orderBy(asc(activityTypes.position), asc(activityTypes.name));
        return rows.map((r) => ({ ...r.a, owner: r.owner }));
      },
      (r) => r.owner,
    ),
    tags: many<TagRow & { owner: string }>(
      async (ids) => {
        const rows = await db
          .select({ t: tags, owner: locationTags.locationId })
          .from(locationTags)
          .innerJoin(tags, eq(tags.id, locationTags.tagId))
          .where(inArray(locationTags.locationId, [...ids]))
          .orderBy(asc(tags.name));
        return rows.map((r) => ({ ...r.t, owner: r.owner }));
      },
      (r) => r.owner,
    ),
    eventTypes: many(
      (ids) =>
        db
          .select()
          .from(locationEventTypes)
          .where(inArray(locationEventTypes.locationId, [...ids])),
      (r) => r.locationId,
    ),
    openingDays: many(
      (ids) =>
        db
          .select()
          .from(locationOpeningDays)
          .where(inArray(locationOpeningDays.locationId, [...ids])),
      (r) => r.locationId,
    ),
    timeRanges: many(
      (ids) =>
        db
          .select()
          .from(locationTimeRanges)
          .where(inArray(locationTimeRanges.locationId, [...ids]))
          .orderBy(asc(locationTimeRanges.startTime)),
      (r) => r.locationId,
    ),
    isFavorite: new DataLoader<string, boolean>(async (ids) => {
      if (!viewerId) return ids.map(() => false);
      const rows = await db
        .select({ id: favorites.locationId })
        .from(favorites)
        .where(and(eq(favorites.userId, viewerId), inArray(favorites.locationId, [...ids])));
      const set = new Set(rows.map((r) => r.id));
      return ids.map((id) => set.has(id));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
