import { and, eq, inArray, isNull } from 'drizzle-orm';
import { hostLocationMessages, locationMessages } from '@festa/domain/messages';
import { taxNumberKind } from '@festa/domain/tax';
import type { Db, DbOrTx } from '../../db/client.js';
import type { ActivityTypeRow, LocationRow } from '../../db/rows.js';
import { activityTypes, cities, locationActivityTypes, locations } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import { isUuid, normalizeForSearch } from '@festa/domain';
import type { EssentialsData } from '@festa/domain/schemas/locations';

/**
 * The essential data of a location: what its host changes only through a change request, and what a
 * request carries (jsonb, in this shape) for the platform to approve. `vatNumber` is the one tax number
 * field people fill in: a partita IVA or a codice fiscale, stored in the column of its kind.
 */
export type Essentials = EssentialsData<null>;

/** A location (not deleted) by id, for its host: who may act on it is the policies' question. */
export async function findHostLocation(db: DbOrTx, id: string): Promise<LocationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)));
  return row ?? null;
}

export async function essentialsOf(db: DbOrTx, row: LocationRow): Promise<Essentials> {
  const acts = await db
    .select({ id: locationActivityTypes.activityTypeId })
    .from(locationActivityTypes)
    .where(eq(locationActivityTypes.locationId, row.id))
    .orderBy(locationActivityTypes.activityTypeId);
  return {
    locationType: row.locationType,
    activityTypeIds: acts.map((a) => a.id),
    address: row.address,
    cityId: row.cityId,
    city: row.city,
    province: row.province,
    cap: row.cap,
    ambientCapacity: row.ambientCapacity,
    vatNumber: row.vatNumber ?? row.taxCode,
    pec: row.pec,
    sdiCode: row.sdiCode,
    phoneNumber: row.phoneNumber,
    whatsapp: row.whatsapp,
    link: row.link,
    visibleContacts: row.visibleContacts,
    logoUrl: row.logoUrl,
    legalName: row.legalName,
    legalAddress: row.legalAddress,
    legalCityId: row.legalCityId,
    legalCity: row.legalCity,
    legalProvince: row.legalProvince,
    legalCap: row.legalCap,
  };
}

/**
 * Writes essential data to the live location, in the caller's transaction, with what derives from it: the
 * city's normalised form search filters on, the comune and province, the tax number in the column of its
 * kind, and the activity types (whose copy on the row, activity_type_ids, the triggers keep). The slug
 * stays, so links to the page keep working. The caller has checked the place (`checkPlace`).
 */
export async function writeEssentials(
  tx: DbOrTx,
  locationId: string,
  e: Essentials,
  city: { id: number; name: string; province: string },
): Promise<void> {
  await tx
    .update(locations)
    .set({
      locationType: e.locationType,
      address: e.address,
      cityId: city.id,
      city: city.name,
      cityNormalized: normalizeForSearch(city.name),
      province: city.province,
      cap: e.cap,
      ambientCapacity: e.ambientCapacity,
      ...taxColumns(e.vatNumber),
      pec: e.pec,
      sdiCode: e.sdiCode,
      phoneNumber: e.phoneNumber,
      whatsapp: e.whatsapp,
      link: e.link,
      visibleContacts: e.visibleContacts,
      logoUrl: e.logoUrl,
      legalName: e.legalName,
      legalAddress: e.legalAddress,
      legalCityId: e.legalCityId,
      legalCity: e.legalCity,
      legalProvince: e.legalProvince,
      legalCap: e.legalCap,
      updatedAt: new Date(),
    })
    .where(eq(locations.id, locationId));
  await tx.delete(locationActivityTypes).where(eq(locationActivityTypes.locationId, locationId));
  const ids = [...new Set(e.activityTypeIds)];
  if (ids.length)
    await tx
      .insert(locationActivityTypes)
      .values(ids.map((activityTypeId) => ({ locationId, activityTypeId })));
}

/** The columns a tax number goes to: a partita IVA to `vat_number`, a codice fiscale to `tax_code`. */
export function taxColumns(vatNumber: string | null) {
  const kind = vatNumber ? taxNumberKind(vatNumber) : null;
  return {
    vatNumber: kind === 'VAT' ? vatNumber : null,
    taxCode: kind === 'TAX_CODE' ? vatNumber : null,
  };
}

interface PlaceInput {
  locationType: string;
  activityTypeIds: number[];
  cityId: number;
  cap: string;
}

/**
 * What only the database knows: the comune exists and the postal code is one of its own (province and
 * postal code are never typed), and every activity type belongs to the chosen location type.
 */
export async function checkPlace(db: DbOrTx, input: PlaceInput, activityMessage: string) {
  const [city] = await db.select().from(cities).where(eq(cities.id, input.cityId));
  if (!city) throw badInput('cityId', locationMessages.cityRequired);
  if (!city.caps.includes(input.cap)) throw badInput('cap', hostLocationMessages.capNotInCity);
  const ids = [...new Set(input.activityTypeIds)];
  const found = ids.length
    ? await db
        .select({ id: activityTypes.id })
        .from(activityTypes)
        .where(and(inArray(activityTypes.id, ids), eq(activityTypes.locationType, input.locationType)))
    : [];
  if (!ids.length || found.length !== ids.length) throw badInput('activityTypeIds', activityMessage);
  return { city, activityTypeIds: ids.sort((a, b) => a - b) };
}

/**
 * The registered office's comune exists and the postal code is one of its own; the comune gives the
 * name and province code stored with it.
 */
export async function checkLegalPlace(db: DbOrTx, input: { legalCityId: number; legalCap: string }) {
  const [city] = await db.select().from(cities).where(eq(cities.id, input.legalCityId));
  if (!city) throw badInput('legalCityId', locationMessages.legalCityRequired);
  if (!city.caps.includes(input.legalCap)) throw badInput('legalCap', hostLocationMessages.legalCapNotInCity);
  return { legalCityId: city.id, legalCity: city.name, legalProvince: city.provinceCode };
}

/** The activity type rows of a set of ids, in the catalogue's order. */
export async function activityTypesById(db: Db, ids: number[]): Promise<Map<number, ActivityTypeRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(activityTypes)
    .where(inArray(activityTypes.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
