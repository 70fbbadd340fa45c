import { eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  activityTypes,
  ambients,
  locations,
  locationTimeRanges,
  reviews,
  services,
  tags,
} from '../../db/schema/index.js';
import type { LocationRow } from '../../db/rows.js';
import { DAYS } from '../../../../domain/index.js';
import type { ImageRef, Loaders } from '../../loaders.js';

type Json = Record<string, unknown>;

type ColumnMap = [key: string, name: string, map: (value: unknown) => unknown][];
const columnMaps = new WeakMap<PgTable, ColumnMap>();

/** A row that arrived as JSON (database column names, JSON-encoded values) in the shape drizzle would return. */
function fromJson<T extends PgTable>(table: T, obj: Json): T['$inferSelect'] {
  // The column list is worked out once per table: this runs for every row of every location page.
  let columns = columnMaps.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      column.name,
      (value: unknown) => column.mapFromDriverValue(value),
    ]);
    columnMaps.set(table, columns);
  }
  const out: Json = {};
  for (const [key, name, map] of columns) {
    const value = obj[name];
    out[key] = value == null ? null : map(value);
  }
  return out as T['$inferSelect'];
}

const list = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;
const images = (table: string, owner: string, ownerIds: SQL) =>
  list(
    sql`select json_agg(json_build_object('id', i.id, 'url', i.url, 'owner', i.${sql.raw(owner)}) order by i.position, i.id)
        from ${sql.raw(table)} i where i.${sql.raw(owner)} in (${ownerIds})`,
  );

function pageQuery(db: Db, where: SQL) {
  const l = sql`"locations"."id"`;
  return db
    .select({
      // One json column: the driver then parses a single field with the native JSON parser, instead of
      // describing and converting some fifty columns on every request.
      page: sql<Json>`json_build_object(
        'location', to_json("locations"),
        'images', ${images('location_images', 'location_id', l)},
        'ambients', ${list(sql`select json_agg(to_json(a) order by a.created_at, a.id) from ambients a where a.location_id = ${l}`)},
        'ambientImages', ${images('ambient_images', 'ambient_id', sql`select a.id from ambients a where a.location_id = ${l}`)},
        'services', ${list(sql`select json_agg(json_build_object('s', to_json(s), 'typeName', st.name) order by s.created_at, s.id)
          from services s join service_types st on st.id = s.service_type_id where s.location_id = ${l}`)},
        'serviceImages', ${images('service_images', 'service_id', sql`select s.id from services s where s.location_id = ${l}`)},
        'reviews', ${list(sql`select json_agg(to_json(r) order by r.created_at) from reviews r where r.location_id = ${l} and not r.is_hidden`)},
        'activityTypes', ${list(sql`select json_agg(to_json(t) order by t.position, t.name) from location_activity_types x
          join activity_types t on t.id = x.activity_type_id where x.location_id = ${l}`)},
        'tags', ${list(sql`select json_agg(to_json(t) order by t.name) from location_tags x join tags t on t.id = x.tag_id where x.location_id = ${l}`)},
        'timeRanges', ${list(sql`select json_agg(to_json(r) order by r.start_time) from location_time_ranges r where r.location_id = ${l}`)}
      )`,
    })
    .from(locations)
    .where(where)
    .limit(1);
}

// Named prepared statements: each pooled connection plans the page once instead of on every request.
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  return {
    bySlug: pageQuery(db, eq(locations.slug, sql.placeholder('slug'))).prepare('location_page_by_slug'),
    byIdOrSlug: pageQuery(
      db,
      or(eq(locations.id, sql.placeholder('id')), eq(locations.slug, sql.placeholder('slug')))!,
    ).prepare('location_page_by_id_or_slug'),
  };
}

/**
 * The whole public page of one location in ONE statement (every relation aggregated as JSON), primed
 * into the request's DataLoaders: the resolvers stay the same and the page costs one round trip
 * whatever the number of rooms, services and images. Ordering matches the loaders'.
 */
export async function loadLocationPage(
  db: Db,
  key: { slug: string; maybeId: boolean },
  loaders: Loaders,
): Promise<LocationRow | null> {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = prepare(db)));
  const [row] = key.maybeId
    ? await statements.byIdOrSlug.execute({ id: key.slug, slug: key.slug })
    : await statements.bySlug.execute({ slug: key.slug });
  if (!row) return null;
  const location = fromJson(locations, row.page.location as Json);
  prime(loaders, location, row.page);
  return location;
}

function prime(loaders: Loaders, location: LocationRow, page: Json) {
  const id = location.id;
  const arr = (k: string) => (page[k] ?? []) as Json[];
  const byOwner = (k: string, ownerIds: string[], loader: Loaders['ambientImages']) => {
    const grouped = new Map<string, (ImageRef & { owner: string })[]>(ownerIds.map((o) => [o, []]));
    for (const img of arr(k))
      grouped
        .get(String(img.owner))
        ?.push({ id: String(img.id), url: String(img.url), owner: String(img.owner) });
    for (const [owner, list] of grouped) loader.prime(owner, list);
  };
  const roomRows = arr('ambients').map((a) => fromJson(ambients, a));
  const serviceRows = arr('services').map((s) => ({
    ...fromJson(services, s.s as Json),
    serviceTypeName: String(s.typeName),
  }));
  loaders.locationImages.prime(
    id,
    arr('images').map((i) => ({ id: String(i.id), url: String(i.url), owner: id })),
  );
  loaders.ambients.prime(id, roomRows);
  loaders.services.prime(id, serviceRows);
  byOwner(
    'ambientImages',
    roomRows.map((r) => r.id),
    loaders.ambientImages,
  );
  byOwner(
    'serviceImages',
    serviceRows.map((s) => s.id),
    loaders.serviceImages,
  );
  loaders.reviews.prime(
    id,
    arr('reviews').map((r) => fromJson(reviews, r)),
  );
  loaders.activityTypes.prime(
    id,
    arr('activityTypes').map((a) => ({ ...fromJson(activityTypes, a), owner: id })),
  );
  loaders.tags.prime(
    id,
    arr('tags').map((t) => ({ ...fromJson(tags, t), owner: id })),
  );
  // Event types and opening days come from the row's own search columns, not from the aggregate.
  loaders.eventTypes.prime(
    id,
    location.eventTypes.map((eventType) => ({ locationId: id, eventType })),
  );
  loaders.openingDays.prime(
    id,
    DAYS.filter((_, bit) => location.openingWeekdays & (1 << bit)).map((d) => ({
      locationId: id,
      day: d.key,
    })),
  );
  loaders.timeRanges.prime(
    id,
    arr('timeRanges').map((r) => fromJson(locationTimeRanges, r)),
  );
}
