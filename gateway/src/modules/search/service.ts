import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { normalizeForSearch, weekdayOf } from '../../../../domain/index.js';
import type { Db } from '../../db/client.js';
import { activityTypes, locations, tags } from '../../db/schema/index.js';
import type { LocationCardRow } from '../../db/rows.js';
import { badInput } from '../../errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';

export interface SearchFilters {
  name?: string | null;
  city?: string | null;
  date?: string | null;
  guests?: number | null;
  eventType?: string | null;
  budgetMin?: number | null;
  budgetMax?: number | null;
  tagIds?: number[] | null;
  activityTypeIds?: number[] | null;
}

export const DEFAULT_BUDGET = { min: 10, max: 5000 };

export const cardColumns = {
  id: locations.id,
  seq: locations.seq,
  slug: locations.slug,
  name: locations.name,
  city: locations.city,
  minPriceCents: locations.minPriceCents,
  // Qualified by hand: drizzle leaves select-list columns unqualified, which would bind to the subquery's own id.
  imageUrl: sql<
    string | null
  >`(select li.url from location_images li where li.location_id = "locations"."id" order by li.position, li.id limit 1)`,
};

export type CardWithImage = LocationCardRow & { imageUrl: string | null };

/** Each filter is one SQL predicate over the public locations; together they are ANDed. */
export function filterConditions(f: SearchFilters): SQL[] {
  const where: SQL[] = [sql`${locations.isPublic}`];
  const name = f.name?.trim();
  if (name) {
    const q = normalizeForSearch(name);
    where.push(
      sql`(${locations.nameNormalized} % ${q} or ${locations.nameNormalized} like ${'%' + q.replace(/[%_\\]/g, '\\$&') + '%'})`,
    );
  }
  const city = f.city?.trim();
  if (city) where.push(eq(locations.cityNormalized, normalizeForSearch(city)));
  if (f.date) {
    const day = weekdayOf(f.date);
    where.push(
      sql`exists (select 1 from location_opening_days d where d.location_id = ${locations.id} and d.day = ${day})`,
      sql`exists (select 1 from ambients a where a.location_id = ${locations.id} and not exists (select 1 from ambient_unavailabilities u where u.ambient_id = a.id and u.date = ${f.date}))`,
    );
  }
  if (f.guests != null) where.push(sql`${locations.totalCapacity} >= ${f.guests}`);
  if (f.eventType) {
    where.push(
      sql`exists (select 1 from location_event_types e where e.location_id = ${locations.id} and e.event_type = ${f.eventType})`,
    );
  }
  if (f.budgetMin != null) where.push(sql`${locations.minPriceCents} >= ${f.budgetMin * 100}`);
  if (f.budgetMax != null) where.push(sql`${locations.minPriceCents} <= ${f.budgetMax * 100}`);
  // One EXISTS per tag (every tag required): the planner can combine the tag indexes instead of
  // counting each candidate's tags.
  for (const tagId of [...new Set(f.tagIds ?? [])]) {
    where.push(
      sql`exists (select 1 from location_tags t where t.location_id = ${locations.id} and t.tag_id = ${tagId})`,
    );
  }
  const activityIds = [...new Set(f.activityTypeIds ?? [])];
  if (activityIds.length) {
    where.push(
      sql`exists (select 1 from location_activity_types x where x.location_id = ${locations.id} and x.activity_type_id in (${sql.join(
        activityIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  return where;
}

export function validateFilters(f: SearchFilters): void {
  if (f.guests != null && (!Number.isInteger(f.guests) || f.guests < 1))
    badInputThrow('guests', 'Minimo 1 ospite');
  if (f.date != null && !/^\d{4}-\d{2}-\d{2}$/.test(f.date)) badInputThrow('date', 'Data non valida');
  if (f.budgetMin != null && f.budgetMax != null && f.budgetMax - f.budgetMin < 10) {
    badInputThrow('budget', 'La differenza tra minimo e massimo deve essere di almeno 10 €');
  }
  if ((f.name?.length ?? 0) > 100) badInputThrow('name', 'Massimo 100 caratteri');
}

function badInputThrow(field: string, message: string): never {
  throw badInput(field, message);
}

export async function searchLocations(db: Db, filters: SearchFilters, first: number, after?: string | null) {
  validateFilters(filters);
  const limit = Math.min(Math.max(first, 1), 50);
  const where = filterConditions(filters);
  if (after != null) {
    const seq = decodeCursor(after);
    if (seq == null) throw badInput('after', 'Cursore non valido');
    where.push(sql`${locations.seq} < ${seq}`);
  }
  const rows = await db
    .select(cardColumns)
    .from(locations)
    .where(and(...where))
    .orderBy(desc(locations.seq))
    .limit(limit + 1);
  const items = rows.slice(0, limit) as CardWithImage[];
  const hasMore = rows.length > limit;
  const last = items[items.length - 1];
  return { items, hasMore, nextCursor: hasMore && last ? encodeCursor(last.seq) : null };
}

export async function highlightedLocations(db: Db, first: number) {
  const limit = Math.min(Math.max(first, 1), 20);
  const rows = await db
    .select(cardColumns)
    .from(locations)
    .where(and(sql`${locations.isPublic}`, eq(locations.highlighted, true)))
    .orderBy(desc(locations.seq))
    .limit(limit + 1);
  return { items: rows.slice(0, limit) as CardWithImage[], hasMore: rows.length > limit };
}

export async function latestLocations(db: Db, first: number) {
  const limit = Math.min(Math.max(first, 1), 20);
  const rows = await db
    .select(cardColumns)
    .from(locations)
    .where(sql`${locations.isPublic}`)
    .orderBy(sql`${locations.publishedAt} desc nulls last`, desc(locations.seq))
    .limit(limit + 1);
  return { items: rows.slice(0, limit) as CardWithImage[], hasMore: rows.length > limit };
}

export async function filtersMetadata(db: Db) {
  const [bounds] = await db
    .select({
      min: sql<number | null>`min(${locations.minPriceCents})`,
      max: sql<number | null>`max(${locations.minPriceCents})`,
    })
    .from(locations)
    .where(sql`${locations.isPublic} and ${locations.minPriceCents} > 0`);
  const [allTags, allActivities] = await Promise.all([
    db.select().from(tags).orderBy(asc(tags.name)),
    db.select().from(activityTypes).orderBy(asc(activityTypes.name)),
  ]);
  // Whole euros, widened to the budget step so the slider's ends include every location.
  const min = bounds?.min != null ? Math.floor(Number(bounds.min) / 1000) * 10 : DEFAULT_BUDGET.min;
  const max = bounds?.max != null ? Math.ceil(Number(bounds.max) / 1000) * 10 : DEFAULT_BUDGET.max;
  return { minPrice: min, maxPrice: Math.max(max, min + 10), tags: allTags, activityTypes: allActivities };
}
