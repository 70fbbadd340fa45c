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
import type {
  ActivityTypeRow,
  AmbientRow,
  LocationRow,
  ReviewRow,
  ServiceRow,
  ServiceWithType,
  TagRow,
} from '../../db/rows.js';

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
        'reviews', ${list(sql`select json_agg(to_json(r) order by r.created_at desc, r.id desc) from reviews r where r.location_id = ${l} and not r.is_hidden`)},
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

/** The relations of a location read with its page, ready for the resolvers. */
export interface ImageRef {
  id: string;
  url: string;
}

export interface LocationPage {
  images: ImageRef[];
  ambients: AmbientRow[];
  services: ServiceWithType[];
  /** Only the visible ones (an administrator may hide a review), newest first. */
  reviews: ReviewRow[];
  activityTypes: ActivityTypeRow[];
  tags: TagRow[];
  timeRanges: (typeof locationTimeRanges.$inferSelect)[];
}

// Keyed by the row objects themselves: a page lives exactly as long as the request that read it.
const pages = new WeakMap<LocationRow, LocationPage>();
const childImages = new WeakMap<AmbientRow | ServiceRow, ImageRef[]>();

/**
 * The relations read with this location's page. Every Location the API answers comes from
 * loadLocationPage (the `location` query is its only source), so a row without one is a programming error.
 */
export function pageOf(location: LocationRow): LocationPage {
  const page = pages.get(location);
  if (!page) throw new Error('A Location was resolved without its page (read it with loadLocationPage)');
  return page;
}
/** The images of an ambient or service read with its location's page. */
export const imagesReadWith = (row: AmbientRow | ServiceRow): ImageRef[] => childImages.get(row) ?? [];
/** Gives an ambient or service read outside the page (the host's lists, a save's answer) its images. */
export function withImages<T extends AmbientRow | ServiceRow>(row: T, images: ImageRef[]): T {
  childImages.set(row, images);
  return row;
}

/**
 * The whole public page of one location in ONE statement (every relation aggregated as JSON), whatever
 * the number of ambients, services and images. The resolvers answer from it directly: no DataLoader, no
 * promise per field.
 */
export async function loadLocationPage(
  db: Db,
  key: { slug: string; maybeId: boolean },
): Promise<LocationRow | null> {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = prepare(db)));
  const [row] = key.maybeId
    ? await statements.byIdOrSlug.execute({ id: key.slug, slug: key.slug })
    : await statements.bySlug.execute({ slug: key.slug });
  if (!row) return null;
  const location = fromJson(locations, row.page.location as Json);
  pages.set(location, readPage(row.page));
  return location;
}

function readPage(page: Json): LocationPage {
  const arr = (k: string) => (page[k] ?? []) as Json[];
  const imagesByOwner = (k: string) => {
    const grouped = new Map<string, ImageRef[]>();
    for (const img of arr(k)) {
      const owner = String(img.owner);
      const ref = { id: String(img.id), url: String(img.url) };
      const list = grouped.get(owner);
      if (list) list.push(ref);
      else grouped.set(owner, [ref]);
    }
    return grouped;
  };
  const ambientImageMap = imagesByOwner('ambientImages');
  const serviceImageMap = imagesByOwner('serviceImages');
  const ambientRows = arr('ambients').map((a) => {
    const ambient = fromJson(ambients, a);
    childImages.set(ambient, ambientImageMap.get(ambient.id) ?? []);
    return ambient;
  });
  const serviceRows = arr('services').map((s) => {
    const service = { ...fromJson(services, s.s as Json), serviceTypeName: String(s.typeName) };
    childImages.set(service, serviceImageMap.get(service.id) ?? []);
    return service;
  });
  return {
    images: arr('images').map((i) => ({ id: String(i.id), url: String(i.url) })),
    ambients: ambientRows,
    services: serviceRows,
    reviews: arr('reviews').map((r) => fromJson(reviews, r)),
    activityTypes: arr('activityTypes').map((a) => fromJson(activityTypes, a)),
    tags: arr('tags').map((t) => fromJson(tags, t)),
    timeRanges: arr('timeRanges').map((r) => fromJson(locationTimeRanges, r)),
  };
}
