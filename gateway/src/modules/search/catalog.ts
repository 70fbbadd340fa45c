import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityTypes, tags } from '../../db/schema/index.js';

/** Every tag, by name (the search filters' choices). */
export function listTags(db: Db) {
  return db.select().from(tags).orderBy(asc(tags.name));
}

/** The activity types, by name, of one location type or of all. */
export function listActivityTypes(db: Db, locationType?: string | null) {
  const query = db.select().from(activityTypes);
  return (locationType ? query.where(eq(activityTypes.locationType, locationType)) : query).orderBy(
    asc(activityTypes.name),
  );
}
