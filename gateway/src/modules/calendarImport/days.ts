import { and, eq, gte, inArray, isNotNull, lte, type Column, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { calendarImportDays, calendarImports } from '../../db/schema/index.js';

/** A day an imported calendar keeps busy for one ambient or service. */
export interface ImportedDay {
  target: 'AMBIENT' | 'SERVICE';
  itemId: string;
  date: string;
  importId: string;
}

async function importedDays(db: DbOrTx, where: SQL | undefined): Promise<ImportedDay[]> {
  const rows = await db
    .select({
      importId: calendarImports.id,
      ambientId: calendarImports.ambientId,
      serviceId: calendarImports.serviceId,
      date: calendarImportDays.date,
    })
    .from(calendarImportDays)
    .innerJoin(calendarImports, eq(calendarImports.id, calendarImportDays.importId))
    .where(where);
  return rows.map((r) => ({
    target: r.ambientId ? 'AMBIENT' : 'SERVICE',
    itemId: (r.ambientId ?? r.serviceId)!,
    date: r.date,
    importId: r.importId,
  }));
}

/** The imported busy days of a location's items from `from` (and until `until`, when given). */
export const importedDaysOfLocation = (db: DbOrTx, locationId: string, from: string, until?: string) =>
  importedDays(
    db,
    and(
      eq(calendarImports.locationId, locationId),
      gte(calendarImportDays.date, from),
      until ? lte(calendarImportDays.date, until) : undefined,
    ),
  );

/** Which of these ambients and services an imported calendar keeps busy on `date` (the quote request's check). */
export async function importedBusyOn(
  db: DbOrTx,
  items: { ambientIds: string[]; serviceIds: string[] },
  date: string,
): Promise<{ ambientIds: string[]; serviceIds: string[] }> {
  // An import points at an ambient or at a service: the same check runs over whichever column it fills.
  const busyOf = async (column: Column, ids: string[]) =>
    ids.length
      ? (
          await importedDays(
            db,
            and(isNotNull(column), inArray(column, ids), eq(calendarImportDays.date, date)),
          )
        ).map((d) => d.itemId)
      : [];
  // One after the other: in a transaction they share one connection anyway.
  const ambientIds = await busyOf(calendarImports.ambientId, items.ambientIds);
  const serviceIds = await busyOf(calendarImports.serviceId, items.serviceIds);
  return { ambientIds, serviceIds };
}
