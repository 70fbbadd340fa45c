import { and, desc, eq } from 'drizzle-orm';
import type { TestGateway } from '../../test/harness.js';
import { auditLog, notifications } from '../../db/schema/index.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import { VALID_VAT, type Catalogue } from '../../test/locations.js';

/** A signed-in administrator (any session role: the console does not depend on it). */
export async function adminOf(gw: TestGateway) {
  const admin = await buildUser(gw.database.db, { isAdmin: true, fullName: 'Ada Admin' });
  return { admin, token: await tokenFor(gw, admin, 'GUEST') };
}

/** A guest and a host, neither an administrator. */
export async function outsiders(gw: TestGateway) {
  const guest = await buildUser(gw.database.db);
  const host = await buildUser(gw.database.db);
  return { guest: await tokenFor(gw, guest, 'GUEST'), host: await tokenFor(gw, host, 'HOST') };
}

/** The audit entries about a subject, newest first, straight from the table. */
export const auditOf = (gw: TestGateway, subjectId: string) =>
  gw.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(desc(auditLog.id));

/** The host notifications of one type about a location. */
export const notificationsOf = (gw: TestGateway, locationId: string, type: string) =>
  gw.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.locationId, locationId), eq(notifications.type, type)));

export const errorOf = (res: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
  extensions: res.errors?.[0]?.extensions,
});

export const MODERATION_LOCATION = `{ id slug name city approvalStatus subscriptionStatus subscriptionType isPublic
  publishedAt rejectionReason suspendedAt suspensionReason owner { id email fullName } }`;

export const REASON = 'Contenuti non conformi alle regole della piattaforma.';
export const USER = '{ id email suspendedAt suspensionReason isAdmin locationCount }';
export const REVIEW = `{ id status decisionReason hasConflicts location { id city }
  fields { field label live requested previous changes liveChangedSinceRequest conflict }
  changedFields { field } requestedBusiness { issues { field } } }`;
/** An approved, live location with a host session, and a change request of `over` waiting on it. */
export async function withChangeRequest(gw: TestGateway, cat: Catalogue, over: Record<string, unknown> = {}) {
  const db = gw.database.db;
  const host = await buildUser(db);
  const location = await buildLocation(db, {
    ownerId: host.id,
    vatNumber: VALID_VAT,
    pec: 'old@pec.it',
    cityId: cat.milano.id,
    activityTypeIds: [cat.activity.HORECA],
    legalName: 'Villa Nuova S.r.l.',
    legalAddress: 'Via Roma 1',
    legalCityId: cat.milano.id,
    legalCity: 'Milano',
    legalProvince: 'MI',
    legalCap: '20121',
  });
  const hostToken = await tokenFor(gw, host, 'HOST');
  const input = {
    locationId: location.id,
    locationType: 'HORECA',
    activityTypeIds: [cat.activity.HORECA],
    address: 'Via Roma 1',
    cityId: cat.milano.id,
    cap: location.cap,
    ambientCapacity: location.ambientCapacity,
    vatNumber: VALID_VAT,
    pec: 'old@pec.it',
    sdiCode: null,
    phoneNumber: location.phoneNumber,
    whatsapp: null,
    link: null,
    visibleContacts: false,
    logoUrl: null,
    legalName: 'Villa Nuova S.r.l.',
    legalAddress: 'Via Roma 1',
    legalCityId: cat.milano.id,
    legalCap: '20121',
    ...over,
  };
  const res = await gw.gql<{ requestLocationChanges: { pendingChangeRequest: { id: string } } }>(
    'mutation ($i: LocationChangesInput!) { requestLocationChanges(input: $i) { pendingChangeRequest { id } } }',
    { i: input },
    { token: hostToken },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { host, hostToken, location, requestId: res.data.requestLocationChanges.pendingChangeRequest.id };
}
