import { eq } from 'drizzle-orm';
import { cities } from '../db/schema/index.js';
import type { TestGateway } from './harness.js';
import { buildActivityType, buildUser, tokenFor, uid } from './factories.js';

/** Real published examples: a partita IVA and a codice fiscale with correct check characters. */
export const VALID_VAT = '00743110157';
export const VALID_TAX_CODE = 'RSSMRA85T10A562S';

export const CREATE_LOCATION = `mutation ($i: CreateLocationInput!) {
  createLocation(input: $i) { id slug name approvalStatus subscriptionStatus subscriptionType locationType }
}`;
export type CreatedLocation = {
  createLocation: { id: string; slug: string; approvalStatus: string; locationType: string };
};

/** What the creation tests need from the catalogue: Milano, and an activity type per location type. */
export interface Catalogue {
  milano: { id: number; caps: string[] };
  activity: Record<'HORECA' | 'PUBLIC' | 'PRIVATE', number>;
}

export async function catalogue(gw: TestGateway): Promise<Catalogue> {
  const db = gw.database.db;
  const [city] = await db.select().from(cities).where(eq(cities.name, 'Milano'));
  const type = async (t: string) => (await buildActivityType(db, `Attività ${uid()}`, t)).id;
  return {
    milano: city!,
    activity: { HORECA: await type('HORECA'), PUBLIC: await type('PUBLIC'), PRIVATE: await type('PRIVATE') },
  };
}

/** A complete, valid creation input (HORECA with a partita IVA and a PEC); `over` replaces fields. */
export function locationInput(c: Catalogue, over: Record<string, unknown> = {}) {
  return {
    idempotencyKey: `key-${uid()}`,
    locationType: 'HORECA',
    activityTypeIds: [c.activity.HORECA],
    address: 'Via Roma 1',
    cityId: c.milano.id,
    cap: c.milano.caps[0],
    ambientType: 'CLOSE',
    ambientCapacity: 80,
    eventTypes: ['ADULT_BIRTHDAY', 'WEDDING'],
    name: `Villa Nuova ${uid()}`,
    vatNumber: VALID_VAT,
    pec: 'villa@pec.it',
    sdiCode: null,
    phoneNumber: '+39 02 1234567',
    link: null,
    legalName: 'Villa Nuova S.r.l.',
    legalAddress: 'Corso Buenos Aires 10',
    legalCityId: c.milano.id,
    legalCap: c.milano.caps[1] ?? c.milano.caps[0],
    ...over,
  };
}

/** A signed-in account with no location yet, in a GUEST session (as 'Diventa HOST' finds it). */
export async function newHost(gw: TestGateway) {
  const user = await buildUser(gw.database.db);
  return { user, token: await tokenFor(gw, user, 'GUEST') };
}

export const errorOf = (res: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => ({
  code: res.errors?.[0]?.extensions?.code,
  field: res.errors?.[0]?.extensions?.field,
  message: res.errors?.[0]?.message,
});
