import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { favorites } from './db/schema/index.js';

/**
 * The request's batch loaders. Only whether the viewer saved a location is loaded per item (a search page
 * asks it once per card); everything else of a location comes from the one-statement page.
 */
export function createLoaders(db: Db, viewerId: string | null) {
  return {
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
