import { asc, desc, eq, like } from 'drizzle-orm';
import { normalizeForSearch } from '@festa/domain';
import type { Db } from '../../db/client.js';
import { cities, partners } from '../../db/schema/index.js';
import type { CityRow } from '../../db/rows.js';

export async function searchCities(db: Db, filter: string, first: number): Promise<CityRow[]> {
  const q = normalizeForSearch(filter);
  if (!q) return [];
  const escaped = q.replace(/[%_\\]/g, '\\$&');
  return db
    .select()
    .from(cities)
    .where(like(cities.nameNormalized, `${escaped}%`))
    .orderBy(desc(cities.population), asc(cities.name))
    .limit(Math.min(Math.max(first, 1), 50));
}

/** Several comuni can share a name; the most populous is the one people mean. */
export async function cityByName(db: Db, name: string): Promise<CityRow | null> {
  const q = normalizeForSearch(name);
  if (!q) return null;
  const [row] = await db
    .select()
    .from(cities)
    .where(eq(cities.nameNormalized, q))
    .orderBy(desc(cities.population))
    .limit(1);
  return row ?? null;
}

export function listPartners(db: Db) {
  return db.select().from(partners).orderBy(asc(partners.position), asc(partners.id));
}
