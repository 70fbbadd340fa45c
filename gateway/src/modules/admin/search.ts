import { desc, eq, ilike, or } from 'drizzle-orm';
import { isUuid, normalizeForSearch } from '@festalocation/domain';
import type { Db } from '../../db/client.js';
import { locations, users } from '../../db/schema/index.js';
import { moderationLocations, moderationUsers } from './views.js';

/** `%text%` for ILIKE with the pattern characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Finds locations by name (accents and case ignored, through the trigram index), slug or id, and accounts
 * by e-mail, name or id: newest first, `first` of each. Deleted and suspended ones are included (the
 * console shows their state): a moderator looks for what a complaint names, whatever it has become.
 */
export async function adminSearch(db: Db, query: string, first: number) {
  const q = query.trim();
  const id = isUuid(q) ? q : null;
  const name = normalizeForSearch(q);
  const locationRows = await db
    .select()
    .from(locations)
    .where(
      or(
        name ? ilike(locations.nameNormalized, containing(name)) : undefined,
        ilike(locations.slug, containing(q.toLowerCase())),
        id ? eq(locations.id, id) : undefined,
      ),
    )
    .orderBy(desc(locations.createdAt), desc(locations.seq))
    .limit(first);
  const userRows = await db
    .select()
    .from(users)
    .where(
      or(
        ilike(users.email, containing(q.toLowerCase())),
        ilike(users.fullName, containing(q)),
        id ? eq(users.id, id) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(first);
  return {
    locations: await moderationLocations(db, locationRows),
    users: await moderationUsers(db, userRows),
  };
}
