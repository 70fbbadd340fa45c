import { hasForbiddenCharacters, isUuid } from '@festalocation/domain';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { locations, serviceTypes } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { LocationRow } from '../../db/rows.js';
import { loadLocationPage } from './page.js';

/**
 * A location by id or slug, unpublished and deleted ones included: who may see it is the 'readLocation'
 * rule (policies.ts). With `page`, the page's relations arrive in the same statement, for the resolvers;
 * without, only the location row is read.
 */
export async function findLocation(
  db: Db,
  idOrSlug: string,
  opts: { page?: boolean } = {},
): Promise<LocationRow | null> {
  const key = idOrSlug.trim();
  if (!key || key.length > 200 || hasForbiddenCharacters(key)) return null;
  const maybeId = isUuid(key);
  const row = opts.page
    ? await loadLocationPage(db, { slug: key, maybeId })
    : ((
        await db
          .select()
          .from(locations)
          .where(maybeId ? or(eq(locations.id, key), eq(locations.slug, key)) : eq(locations.slug, key))
          .limit(1)
      )[0] ?? null);
  return row;
}

/**
 * A location's price profile (`PriceProfile` of domain/estimate.ts): its ambients' capacities and rents,
 * and only the cheapest service per `ambient_included` value, since the estimate uses no other.
 */
export const priceProfileSql = (locationId: SQL | string) => sql`jsonb_build_object(
  'ambients', coalesce((select jsonb_agg(jsonb_build_object('capacity', capacity, 'rentPriceCents', rent_price_cents)
    order by rent_price_cents, capacity) from ambients where location_id = ${locationId}), '[]'::jsonb),
  'services', coalesce((select jsonb_agg(jsonb_build_object('pricePerPersonCents', p, 'ambientIncluded', i))
    from (select ambient_included i, min(price_per_person_cents) p from services
          where location_id = ${locationId} group by ambient_included) s), '[]'::jsonb))`;

/**
 * Recomputes the search aggregates after any ambient or service change, in the caller's transaction:
 * the lowest price (ambient rents above zero and service prices per person) and the total capacity.
 */
export async function refreshLocationAggregates(db: DbOrTx, locationId: string): Promise<void> {
  await db.execute(sql`
    update locations set
      min_price_cents = (
        select min(p) from (
          select rent_price_cents as p from ambients where location_id = ${locationId} and rent_price_cents > 0
          union all
          select price_per_person_cents from services where location_id = ${locationId}
        ) prices
      ),
      total_capacity = coalesce((select sum(capacity) from ambients where location_id = ${locationId}), 0),
      price_profile = ${priceProfileSql(locationId)},
      updated_at = now()
    where id = ${locationId}`);
}

export const listServiceTypes = (db: Db) => db.select().from(serviceTypes).orderBy(serviceTypes.name);
