import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  budgetEuros,
  DAYS,
  isValidIsoDate,
  normalizeForSearch,
  validationMessages,
  weekdayOf,
} from '@festalocation/domain';
import { BUDGET_LIMIT } from '@festalocation/domain/schemas/search';
import type { Db } from '../../db/client.js';
import { activityTypes, locations, tags } from '../../db/schema/index.js';
import type { LocationCardRow } from '../../db/rows.js';
import { badInput } from '../../errors.js';
import { readSeq } from '../../cursor.js';
import { cursorPage, cursorWindow } from '../../pagination.js';

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
export { BUDGET_LIMIT };
export const BUDGET_LIMIT_MESSAGE = validationMessages.budgetInvalid;

export const cardColumns = {
  id: locations.id,
  seq: locations.seq,
  slug: locations.slug,
  name: locations.name,
  city: locations.city,
  minPriceCents: locations.minPriceCents,
  priceProfile: locations.priceProfile,
  imageUrl: locations.coverImageUrl,
};

export type CardWithImage = LocationCardRow & { imageUrl: string | null };

/** Weekday bit of `locations.opening_weekdays` (Monday = bit 0, as the sync trigger builds it). */
export const weekdayBit = (iso: string) => 1 << DAYS.findIndex((d) => d.key === weekdayOf(iso));

/** Integer ids as one array parameter (`'{1,2}'`), so the statement text does not depend on how many. */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

type Shape = {
  name: boolean;
  city: boolean;
  date: boolean;
  guests: boolean;
  eventType: boolean;
  budgetMax: boolean;
  tags: boolean;
  activities: boolean;
  after: boolean;
};

/**
 * The filters present decide the statement's text; their values are placeholders. Each filter is one
 * predicate over the public locations' own row (the search columns), ANDed, except the date's ambient
 * check, which must look at the day's unavailabilities.
 */
function searchStatement(db: Db, s: Shape) {
  const p = (key: string) => sql.placeholder(key);
  const where: SQL[] = [sql`${locations.isPublic}`];
  // Similar by trigrams (pg_trgm's `%`, answered by the GIN index locations_name_trgm_idx), or containing it.
  if (s.name)
    where.push(
      sql`(${locations.nameNormalized} % ${p('name')} or ${locations.nameNormalized} like ${p('nameLike')})`,
    );
  if (s.city) where.push(sql`${locations.cityNormalized} = ${p('city')}`);
  if (s.date) {
    where.push(
      sql`(${locations.openingWeekdays} & ${p('dayBit')}::smallint) <> 0`,
      sql`exists (select 1 from ambients a where a.location_id = ${locations.id} and not exists (select 1 from ambient_unavailabilities u where u.ambient_id = a.id and u.date = ${p('date')}::date))`,
    );
  }
  if (s.guests) where.push(sql`${locations.totalCapacity} >= ${p('guests')}::int`);
  if (s.eventType) where.push(sql`${locations.eventTypes} @> array[${p('eventType')}::text]`);
  // The budget compares the party estimate (domain/estimate.ts), which the service checks per row. An
  // estimate is never below min_price_cents (a rent is one of its prices, a service × guests at least its
  // price), so this index-served bound only drops rows the estimate would drop too.
  if (s.budgetMax) where.push(sql`${locations.minPriceCents} <= ${p('budgetMax')}::int`);
  if (s.tags) where.push(sql`${locations.tagIds} @> ${p('tagIds')}::int[]`);
  if (s.activities) where.push(sql`${locations.activityTypeIds} && ${p('activityTypeIds')}::int[]`);
  if (s.after) where.push(sql`${locations.seq} < ${p('after')}::bigint`);
  // The page's seqs first (an index-only walk of locations_public_search_idx when no city narrows it),
  // then the card columns of those rows only.
  const page = db
    .select({ seq: locations.seq })
    .from(locations)
    .where(and(...where))
    .orderBy(desc(locations.seq))
    .limit(p('limit'));
  return (
    db
      .select(cardColumns)
      .from(locations)
      // `= any(array(…))`, not `in (…)`: the page's seqs become one array computed first, and the outer
      // statement is a plain lookup by seq. Planning and running it cost about a third of the semi-join's.
      .where(sql`${locations.seq} = any(array(${page}))`)
      .orderBy(desc(locations.seq))
      // '' is pg's unnamed statement: planned with each request's values. A named one switches to a generic
      // plan after five runs, and that plan took the budget range for selective (100 ms instead of 1).
      .prepare('')
  );
}

// One statement per combination of filters present (at most 2^9), built once: the query builder does
// not run per request.
const statements = new WeakMap<Db, Map<string, ReturnType<typeof searchStatement>>>();
function statementFor(db: Db, s: Shape) {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  const key = Object.values(s)
    .map((on) => (on ? '1' : '0'))
    .join('');
  let stmt = byShape.get(key);
  if (!stmt) byShape.set(key, (stmt = searchStatement(db, s)));
  return stmt;
}

const shapeOf = (values: Record<string, unknown>): Shape => ({
  name: 'name' in values,
  city: 'city' in values,
  date: 'date' in values,
  guests: 'guests' in values,
  eventType: 'eventType' in values,
  budgetMax: 'budgetMax' in values,
  tags: 'tagIds' in values,
  activities: 'activityTypeIds' in values,
  after: 'after' in values,
});

export function validateFilters(f: SearchFilters): void {
  if (f.guests != null && (!Number.isInteger(f.guests) || f.guests < 1))
    badInputThrow('guests', 'Minimo 1 ospite');
  if (f.date != null && !isValidIsoDate(f.date)) badInputThrow('date', 'Data non valida');
  for (const key of ['budgetMin', 'budgetMax'] as const) {
    const v = f[key];
    if (v != null && (!Number.isInteger(v) || v < 0 || v > BUDGET_LIMIT))
      badInputThrow(key, BUDGET_LIMIT_MESSAGE);
  }
  if (f.budgetMin != null && f.budgetMax != null && f.budgetMax - f.budgetMin < 10) {
    badInputThrow('budget', 'La differenza tra minimo e massimo deve essere di almeno 10 €');
  }
  if ((f.name?.length ?? 0) > 100) badInputThrow('name', 'Massimo 100 caratteri');
}

function badInputThrow(field: string, message: string): never {
  throw badInput(field, message);
}

/** Search results grow while they are read (new locations): keyset pages by `seq`. */
const SEARCH_LIST = { kind: 's', parts: 1, first: 12, max: 50, read: ([seq]: string[]) => readSeq(seq) };

export async function searchLocations(db: Db, f: SearchFilters, first: number, after?: string | null) {
  validateFilters(f);
  const window = cursorWindow({ first, after }, SEARCH_LIST);
  const values: Record<string, unknown> = { limit: window.limit + 1 };
  const name = f.name?.trim();
  if (name) {
    const q = normalizeForSearch(name);
    values.name = q;
    values.nameLike = '%' + q.replace(/[%_\\]/g, '\\$&') + '%';
  }
  const city = f.city?.trim();
  if (city) values.city = normalizeForSearch(city);
  if (f.date) {
    values.date = f.date;
    values.dayBit = weekdayBit(f.date);
  }
  if (f.guests != null) values.guests = f.guests;
  if (f.eventType) values.eventType = f.eventType;
  // Whole euros rounded half up may show 'circa 100 €' for 100,49 €: the bound keeps those.
  if (f.budgetMax != null) values.budgetMax = f.budgetMax * 100 + 49;
  const tagIds = [...new Set(f.tagIds ?? [])];
  if (tagIds.length) values.tagIds = intArray(tagIds);
  const activityIds = [...new Set(f.activityTypeIds ?? [])];
  if (activityIds.length) values.activityTypeIds = intArray(activityIds);
  if (window.after != null) values.after = window.after;
  const stmt = statementFor(db, shapeOf(values));
  const guests = f.guests ?? null;
  const budget = f.budgetMin != null || f.budgetMax != null;
  if (!budget) {
    const rows = (await stmt.execute(values)) as CardWithImage[];
    return cursorPage(rows, window, SEARCH_LIST.kind, (row) => [row.seq]);
  }
  const inBudget = (r: CardWithImage) => {
    const euros = budgetEuros(r.priceProfile, guests);
    return euros !== null && euros >= (f.budgetMin ?? 0) && euros <= (f.budgetMax ?? Infinity);
  };
  return cursorPage(
    await readInBudget(values, stmt, statementFor(db, { ...shapeOf(values), after: true }), inBudget),
    window,
    SEARCH_LIST.kind,
    (row) => [row.seq],
  );
}

type Statement = ReturnType<typeof searchStatement>;

/**
 * A page under a budget: the estimate is checked here, so rows are read in batches (in the list's order,
 * each twice the last, from where the previous stopped) until the page and one more row are found or the
 * rows run out. The cursor stays the last row returned; the next page rereads what this one skipped past.
 */
async function readInBudget(
  values: Record<string, unknown>,
  first: Statement,
  next: Statement,
  inBudget: (r: CardWithImage) => boolean,
): Promise<CardWithImage[]> {
  const want = values.limit as number;
  let batch = Math.max(want, 48);
  const found: CardWithImage[] = [];
  let stmt = first;
  let params: Record<string, unknown> = { ...values, limit: batch };
  for (;;) {
    const rows = (await stmt.execute(params)) as CardWithImage[];
    for (const r of rows) if (inBudget(r)) found.push(r);
    if (found.length >= want || rows.length < batch) return found.slice(0, want);
    batch *= 2;
    stmt = next;
    params = { ...values, limit: batch, after: rows[rows.length - 1]!.seq };
  }
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
      // The budget compares estimates, which reach past any single price (a service × the guests): the
      // slider's end is a bound no estimate passes, the dearest ambient priced for its full capacity.
      max: sql<number | null>`max((select max(greatest((a->>'rentPriceCents')::int, (a->>'capacity')::int *
        coalesce((select max((x->>'pricePerPersonCents')::int) from jsonb_array_elements(${locations.priceProfile}->'services') x), 0)))
        from jsonb_array_elements(${locations.priceProfile}->'ambients') a))`,
    })
    .from(locations)
    .where(sql`${locations.isPublic} and ${locations.minPriceCents} > 0`);
  const [allTags, allActivities] = await Promise.all([
    db.select().from(tags).orderBy(asc(tags.name)),
    db.select().from(activityTypes).orderBy(asc(activityTypes.name)),
  ]);
  // Whole euros, widened to the budget step so the slider's ends include every location.
  const min = bounds?.min != null ? Math.floor(Number(bounds.min) / 1000) * 10 : DEFAULT_BUDGET.min;
  const max =
    bounds?.max != null
      ? Math.min(Math.ceil(Number(bounds.max) / 1000) * 10, BUDGET_LIMIT)
      : DEFAULT_BUDGET.max;
  return { minPrice: min, maxPrice: Math.max(max, min + 10), tags: allTags, activityTypes: allActivities };
}
