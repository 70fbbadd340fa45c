import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { locations, users } from '../../db/schema/index.js';

// Spelled out with their tables: drizzle writes a selected expression's columns bare, and inside the
// subquery a bare "id" would be the location's.
const qualified = (table: string, column: AnyColumn) =>
  sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;

/**
 * Whether an account gets 'Nuova location' announcements: its own choice, else the default of its role.
 * A guest is told by default; a host (an account with a location) is not, as those are its competitors
 * and the host's settings have no such switch. The one definition the fan-out and the profile read.
 */
export const wantsNewLocations: SQL<boolean> = sql<boolean>`coalesce(${qualified('users', users.notifyNewLocations)}, not exists (
  select 1 from ${locations} where ${qualified('locations', locations.ownerId)} = ${qualified('users', users.id)}
    and ${qualified('locations', locations.deletedAt)} is null
))`;
