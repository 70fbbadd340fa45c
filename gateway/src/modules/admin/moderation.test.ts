import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cities, locations } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor, uid } from '../../test/factories.js';
import { catalogue, VALID_VAT, type Catalogue } from '../../test/locations.js';
import { liveClient } from '../../test/ws.js';
import { adminOf, auditOf, errorOf, MODERATION_LOCATION, notificationsOf, outsiders } from './testing.js';

let gw: TestGateway;
let cat: Catalogue;
let token: string;
let adminId: string;
beforeAll(async () => {
  gw = await startTestGateway();
  cat = await catalogue(gw);
  const a = await adminOf(gw);
  token = a.token;
  adminId = a.admin.id;
});
afterAll(async () => {
  await gw?.stop();
});

const REASON = 'Contenuti non conformi alle regole della piattaforma.';
const USER = '{ id email suspendedAt suspensionReason isAdmin locationCount }';
const REVIEW = `{ id status decisionReason hasConflicts location { id city }
  fields { field label live requested previous changes liveChangedSinceRequest conflict }
  changedFields { field } requestedBusiness { issues { field } } }`;
const OPS: [string, string, (ids: Ids) => Record<string, unknown>][] = [
  ['approvalQueue', 'query { approvalQueue { count } }', () => ({})],
  [
    'approvalItem',
    'query ($id: ID!) { approvalItem(locationId: $id) { hoursLeft } }',
    (i) => ({ id: i.location }),
  ],
  ['changeRequestQueue', 'query { changeRequestQueue { count } }', () => ({})],
  [
    'changeRequestReview',
    'query ($id: ID!) { changeRequestReview(id: $id) { id } }',
    (i) => ({ id: i.request }),
  ],
  ['adminSearch', 'query { adminSearch(query: "villa") { users { id } } }', () => ({})],
  ['auditLog', 'query { auditLog { nextCursor } }', () => ({})],
  [
    'approveLocation',
    'mutation ($id: ID!) { approveLocation(id: $id) { subscriptionStarted } }',
    (i) => ({ id: i.location }),
  ],
  [
    'rejectLocation',
    `mutation ($id: ID!) { rejectLocation(id: $id, reason: "${REASON}") { id } }`,
    (i) => ({ id: i.location }),
  ],
  [
    'approveChangeRequest',
    'mutation ($id: ID!) { approveChangeRequest(id: $id) { id } }',
    (i) => ({ id: i.request }),
  ],
  [
    'rejectChangeRequest',
    `mutation ($id: ID!) { rejectChangeRequest(id: $id, reason: "${REASON}") { id } }`,
    (i) => ({ id: i.request }),
  ],
  [
    'suspendLocation',
    `mutation ($id: ID!) { suspendLocation(id: $id, reason: "${REASON}") { id } }`,
    (i) => ({ id: i.location }),
  ],
  [
    'unsuspendLocation',
    'mutation ($id: ID!) { unsuspendLocation(id: $id) { id } }',
    (i) => ({ id: i.location }),
  ],
  [
    'suspendUser',
    `mutation ($id: ID!) { suspendUser(id: $id, reason: "${REASON}") { id } }`,
    (i) => ({ id: i.user }),
  ],
  ['unsuspendUser', 'mutation ($id: ID!) { unsuspendUser(id: $id) { id } }', (i) => ({ id: i.user })],
];
type Ids = { location: string; request: string; user: string };

/** An approved, live location with a host session, and a change request of `over` waiting on it. */
async function withRequest(over: Record<string, unknown> = {}) {
  const db = gw.database.db;
  const host = await buildUser(db);
  const location = await buildLocation(db, {
    ownerId: host.id,
    vatNumber: VALID_VAT,
    pec: 'old@pec.it',
    cityId: cat.milano.id,
    activityTypeIds: [cat.activity.HORECA],
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

describe('who may moderate', () => {
  it('every operation: UNAUTHENTICATED signed out, FORBIDDEN for guests and hosts, on HTTP and WebSocket', async () => {
    const { location, requestId, host } = await withRequest({ address: 'Via Nuova 2' });
    const ids = { location: location.id, request: requestId, user: host.id };
    const { guest, host: hostToken } = await outsiders(gw);
    for (const [name, query, vars] of OPS) {
      expect(errorOf(await gw.gql(query, vars(ids))).code, name).toBe('UNAUTHENTICATED');
      expect(errorOf(await gw.gql(query, vars(ids), { token: guest })).code, name).toBe('FORBIDDEN');
      expect(errorOf(await gw.gql(query, vars(ids), { token: hostToken })).code, name).toBe('FORBIDDEN');
    }
    const live = liveClient(gw.url, { token: guest });
    try {
      for (const [name, query, vars] of OPS.slice(0, 3))
        expect((await live.run(query, vars(ids))).errors?.[0]?.extensions?.code, name).toBe('FORBIDDEN');
    } finally {
      await live.dispose();
    }
    // Nothing was decided on the way.
    const [row] = await gw.database.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row!.suspendedAt).toBeNull();
    expect(await auditOf(gw, location.id)).toEqual([]);
  });
});

describe('change requests', () => {
  it('the queue shows a field-by-field diff; approval applies every field and the derived columns', async () => {
    const [roma] = await gw.database.db.select().from(cities).where(eq(cities.name, 'Roma'));
    const { location, requestId, hostToken } = await withRequest({
      cityId: roma!.id,
      cap: roma!.caps[0],
      address: 'Via del Corso 5',
      pec: null,
      sdiCode: 'M5UXCR1',
    });
    const queue = await gw.gql<{ changeRequestQueue: { items: { id: string }[] } }>(
      'query { changeRequestQueue(first: 50) { count items { id } } }',
      {},
      { token },
    );
    expect(queue.data!.changeRequestQueue.items.map((i) => i.id)).toContain(requestId);
    const review = await gw.gql<{
      changeRequestReview: { changedFields: { field: string }[]; fields: Record<string, unknown>[] };
    }>(`query ($id: ID!) { changeRequestReview(id: $id) ${REVIEW} }`, { id: requestId }, { token });
    expect(review.data!.changeRequestReview.changedFields.map((f) => f.field).sort()).toEqual(
      ['address', 'cap', 'city', 'pec', 'sdiCode'].sort(),
    );
    expect(review.data!.changeRequestReview.fields).toContainEqual(
      expect.objectContaining({
        field: 'city',
        live: 'Milano',
        requested: 'Roma',
        conflict: false,
      }),
    );

    const res = await gw.gql<{ approveChangeRequest: { status: string } }>(
      `mutation ($id: ID!) { approveChangeRequest(id: $id) ${REVIEW} }`,
      { id: requestId },
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.approveChangeRequest.status).toBe('APPROVED');
    const [row] = await gw.database.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row).toMatchObject({
      city: 'Roma',
      cityNormalized: 'roma',
      cityId: roma!.id,
      address: 'Via del Corso 5',
      pec: null,
    });
    // Search finds it in its new city, no longer in the old one.
    const SEARCH = 'query ($f: SearchFilters) { searchLocations(filters: $f, first: 50) { items { id } } }';
    const inCity = async (city: string) =>
      (
        await gw.gql<{ searchLocations: { items: { id: string }[] } }>(SEARCH, {
          f: { city, name: row!.name },
        })
      ).data!.searchLocations.items.map((i) => i.id);
    // (The name filter also matches similar names: only this location's presence is the point.)
    expect(await inCity('Roma')).toContain(location.id);
    expect(await inCity('Milano')).not.toContain(location.id);
    const host = await gw.gql<{ hostLocation: Record<string, unknown> }>(
      'query ($id: ID!) { hostLocation(id: $id) { pendingChangeRequest { id } essentials { city } lastChangeRequestDecision { status } } }',
      { id: location.id },
      { token: hostToken },
    );
    expect(host.data!.hostLocation).toEqual({
      pendingChangeRequest: null,
      essentials: { city: 'Roma' },
      lastChangeRequestDecision: { status: 'APPROVED' },
    });
    expect(await notificationsOf(gw, location.id, 'CHANGE_REQUEST_APPROVED')).toHaveLength(1);
    const [entry] = await auditOf(gw, location.id);
    expect(entry).toMatchObject({
      actorId: adminId,
      action: 'CHANGE_REQUEST_APPROVED',
      before: { changeRequestId: requestId, essentials: { city: 'Milano' } },
      after: { changeRequestId: requestId, essentials: { city: 'Roma', address: 'Via del Corso 5' } },
    });
    expect(
      errorOf(
        await gw.gql(
          `mutation ($id: ID!) { approveChangeRequest(id: $id) { id } }`,
          { id: requestId },
          { token },
        ),
      ).code,
    ).toBe('CONFLICT');
  });

  it('is refused while a field it changes was changed in the live data since', async () => {
    const { location, requestId } = await withRequest({
      phoneNumber: '+39 02 9999999',
      address: 'Via Verdi 3',
    });
    // The live phone number changes after the request was made (another path, a support fix…).
    await gw.database.db
      .update(locations)
      .set({ phoneNumber: '+39 02 5555555' })
      .where(eq(locations.id, location.id));
    const review = await gw.gql<{
      changeRequestReview: { hasConflicts: boolean; fields: { field: string; conflict: boolean }[] };
    }>(`query ($id: ID!) { changeRequestReview(id: $id) ${REVIEW} }`, { id: requestId }, { token });
    expect(review.data!.changeRequestReview.hasConflicts).toBe(true);
    expect(review.data!.changeRequestReview.fields.filter((f) => f.conflict).map((f) => f.field)).toEqual([
      'phoneNumber',
    ]);
    const res = await gw.gql(
      `mutation ($id: ID!) { approveChangeRequest(id: $id) { id } }`,
      { id: requestId },
      { token },
    );
    expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', extensions: { fields: ['phoneNumber'] } });
    expect(errorOf(res).message).toContain('I dati della location sono cambiati dopo la richiesta');
    const [row] = await gw.database.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row!.address).toBe('Via Roma 1');
    expect(await auditOf(gw, location.id)).toEqual([]);
  });

  it('rejection needs a reason, keeps the live data, and the host reads the reason', async () => {
    const { location, requestId, hostToken } = await withRequest({ address: 'Via Bianchi 9' });
    const REJECT = `mutation ($id: ID!, $r: String!) { rejectChangeRequest(id: $id, reason: $r) ${REVIEW} }`;
    expect(errorOf(await gw.gql(REJECT, { id: requestId, r: 'no' }, { token })).code).toBe('BAD_USER_INPUT');
    const res = await gw.gql<{ rejectChangeRequest: Record<string, unknown> }>(
      REJECT,
      { id: requestId, r: REASON },
      { token },
    );
    expect(res.data!.rejectChangeRequest).toMatchObject({ status: 'REJECTED', decisionReason: REASON });
    const host = await gw.gql<{ hostLocation: Record<string, unknown> }>(
      'query ($id: ID!) { hostLocation(id: $id) { pendingChangeRequest { id } essentials { address } lastChangeRequestDecision { status reason } } }',
      { id: location.id },
      { token: hostToken },
    );
    expect(host.data!.hostLocation).toEqual({
      pendingChangeRequest: null,
      essentials: { address: 'Via Roma 1' },
      lastChangeRequestDecision: { status: 'REJECTED', reason: REASON },
    });
    expect((await notificationsOf(gw, location.id, 'CHANGE_REQUEST_REJECTED'))[0]!.metadata).toMatchObject({
      reason: REASON,
    });
    expect((await auditOf(gw, location.id))[0]).toMatchObject({
      action: 'CHANGE_REQUEST_REJECTED',
      reason: REASON,
    });
  });
});

describe('suspending a location', () => {
  it('leaves search at once, the owner is told why; lifting it restores it', async () => {
    const name = `Villa Sospesa ${uid()}`;
    const location = await buildLocation(gw.database.db, { name });
    const SEARCH = 'query ($f: SearchFilters) { searchLocations(filters: $f) { items { id } } }';
    const found = async () =>
      (
        await gw.gql<{ searchLocations: { items: { id: string }[] } }>(SEARCH, { f: { name } })
      ).data!.searchLocations.items.some((i) => i.id === location.id);
    expect(await found()).toBe(true);
    const SUSPEND = `mutation ($id: ID!, $r: String!) { suspendLocation(id: $id, reason: $r) ${MODERATION_LOCATION} }`;
    expect(errorOf(await gw.gql(SUSPEND, { id: location.id, r: 'breve' }, { token })).code).toBe(
      'BAD_USER_INPUT',
    );
    const res = await gw.gql<{ suspendLocation: Record<string, unknown> }>(
      SUSPEND,
      { id: location.id, r: REASON },
      { token },
    );
    expect(res.data!.suspendLocation).toMatchObject({
      isPublic: false,
      suspensionReason: REASON,
      approvalStatus: 'APPROVED',
    });
    expect(await found()).toBe(false);
    expect(
      (
        await gw.gql<{ location: null }>('query ($s: String!) { location(idOrSlug: $s) { id } }', {
          s: location.slug,
        })
      ).data!.location,
    ).toBeNull();
    expect((await notificationsOf(gw, location.id, 'LOCATION_SUSPENDED'))[0]!.metadata).toMatchObject({
      reason: REASON,
    });
    expect(gw.mail.some((m) => m.text?.includes(REASON))).toBe(true);
    expect(errorOf(await gw.gql(SUSPEND, { id: location.id, r: REASON }, { token })).code).toBe('CONFLICT');

    const UNSUSPEND = `mutation ($id: ID!) { unsuspendLocation(id: $id) ${MODERATION_LOCATION} }`;
    const back = await gw.gql<{ unsuspendLocation: Record<string, unknown> }>(
      UNSUSPEND,
      { id: location.id },
      { token },
    );
    expect(back.data!.unsuspendLocation).toMatchObject({
      isPublic: true,
      suspendedAt: null,
      suspensionReason: null,
    });
    expect(await found()).toBe(true);
    expect(errorOf(await gw.gql(UNSUSPEND, { id: location.id }, { token })).code).toBe('CONFLICT');
    const entries = await auditOf(gw, location.id);
    expect(entries.map((e) => e.action)).toEqual(['LOCATION_UNSUSPENDED', 'LOCATION_SUSPENDED']);
    expect(entries[1]).toMatchObject({
      reason: REASON,
      before: { isPublic: true },
      after: { isPublic: false },
    });
  });
});

describe('suspending an account', () => {
  const LOGIN = `mutation ($i: LoginInput!) { login(input: $i) { token } }`;
  const SUSPEND = `mutation ($id: ID!, $r: String!) { suspendUser(id: $id, reason: $r) ${USER} }`;

  it('ends its sessions and refuses sign-in with a clear message; lifting it lets them in again', async () => {
    const user = await buildUser(gw.database.db);
    const userToken = await tokenFor(gw, user, 'GUEST');
    expect((await gw.gql('query { viewer { user { id } } }', {}, { token: userToken })).data).toBeTruthy();
    const res = await gw.gql<{ suspendUser: Record<string, unknown> }>(
      SUSPEND,
      { id: user.id, r: REASON },
      { token },
    );
    expect(res.data!.suspendUser).toMatchObject({ suspensionReason: REASON });
    expect(errorOf(await gw.gql('query { viewer { user { id } } }', {}, { token: userToken })).code).toBe(
      'INVALID_SESSION',
    );
    const login = await gw.gql(LOGIN, { i: { email: user.email, password: user.password } });
    expect(errorOf(login)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Il tuo account è sospeso. Scrivi a supporto@festalocation.it per informazioni.',
      extensions: { reason: 'SUSPENDED' },
    });
    // A wrong password says nothing about the suspension.
    expect(errorOf(await gw.gql(LOGIN, { i: { email: user.email, password: 'Sbagliata!1' } })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorOf(await gw.gql(SUSPEND, { id: user.id, r: REASON }, { token })).code).toBe('CONFLICT');

    const back = await gw.gql<{ unsuspendUser: Record<string, unknown> }>(
      `mutation ($id: ID!) { unsuspendUser(id: $id) ${USER} }`,
      { id: user.id },
      { token },
    );
    expect(back.data!.unsuspendUser).toMatchObject({ suspendedAt: null });
    expect(
      (
        await gw.gql<{ login: { token: string } }>(LOGIN, {
          i: { email: user.email, password: user.password },
        })
      ).data!.login.token,
    ).toBeTruthy();
    const entries = await auditOf(gw, user.id);
    expect(entries.map((e) => [e.action, e.subjectType])).toEqual([
      ['USER_UNSUSPENDED', 'USER'],
      ['USER_SUSPENDED', 'USER'],
    ]);
    expect(entries[1]).toMatchObject({
      reason: REASON,
      before: { suspendedAt: null },
      after: { suspensionReason: REASON },
    });
  });

  it('never one’s own account nor another administrator’s', async () => {
    const other = await adminOf(gw);
    expect(errorOf(await gw.gql(SUSPEND, { id: adminId, r: REASON }, { token }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Non puoi sospendere il tuo account.',
    });
    expect(errorOf(await gw.gql(SUSPEND, { id: other.admin.id, r: REASON }, { token }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Non puoi sospendere un altro amministratore.',
    });
    expect(
      errorOf(await gw.gql(SUSPEND, { id: '00000000-0000-4000-8000-000000000000', r: REASON }, { token }))
        .code,
    ).toBe('NOT_FOUND');
  });
});

describe('search and the audit log', () => {
  it('finds locations by name or slug and accounts by e-mail or name', async () => {
    const tag = uid();
    const owner = await buildUser(gw.database.db, {
      email: `moderata-${tag}@test.festalocation.it`,
      fullName: `Gina ${tag}`,
    });
    const location = await buildLocation(gw.database.db, { ownerId: owner.id, name: `Cascina ${tag}` });
    const SEARCH = `query ($q: String!) { adminSearch(query: $q) { locations { id owner { email } } users ${USER} } }`;
    type Found = {
      adminSearch: { locations: { id: string }[]; users: { id: string; locationCount: number }[] };
    };
    const byName = await gw.gql<Found>(SEARCH, { q: `cascina ${tag}` }, { token });
    expect(byName.data!.adminSearch.locations.map((l) => l.id)).toEqual([location.id]);
    const bySlug = await gw.gql<Found>(SEARCH, { q: location.slug }, { token });
    expect(bySlug.data!.adminSearch.locations.map((l) => l.id)).toEqual([location.id]);
    const byEmail = await gw.gql<Found>(SEARCH, { q: `MODERATA-${tag}` }, { token });
    expect(byEmail.data!.adminSearch.users).toEqual([
      expect.objectContaining({ id: owner.id, locationCount: 1 }),
    ]);
    expect(errorOf(await gw.gql(SEARCH, { q: ' x ' }, { token })).code).toBe('BAD_USER_INPUT');
    expect((await gw.gql<Found>(SEARCH, { q: '100%_' }, { token })).errors).toBeUndefined();
  });

  it('admins read it newest first, by subject and in pages; nobody can change it', async () => {
    const location = await buildLocation(gw.database.db);
    const S = `mutation ($id: ID!) { suspendLocation(id: $id, reason: "${REASON}") { id } }`;
    const U = 'mutation ($id: ID!) { unsuspendLocation(id: $id) { id } }';
    for (const q of [S, U, S])
      expect((await gw.gql(q, { id: location.id }, { token })).errors).toBeUndefined();
    const LOG = `query ($id: ID, $after: String) { auditLog(subjectType: LOCATION, subjectId: $id, first: 2, after: $after) {
      entries { action subjectId reason actor { id } } nextCursor } }`;
    type Page = {
      auditLog: { entries: { action: string; actor: { id: string } }[]; nextCursor: string | null };
    };
    const first = await gw.gql<Page>(LOG, { id: location.id }, { token });
    expect(first.data!.auditLog.entries.map((e) => e.action)).toEqual([
      'LOCATION_SUSPENDED',
      'LOCATION_UNSUSPENDED',
    ]);
    expect(first.data!.auditLog.entries[0]!.actor.id).toBe(adminId);
    const second = await gw.gql<Page>(
      LOG,
      { id: location.id, after: first.data!.auditLog.nextCursor },
      { token },
    );
    expect(second.data!.auditLog).toEqual({
      entries: [expect.objectContaining({ action: 'LOCATION_SUSPENDED' })],
      nextCursor: null,
    });
    expect(errorOf(await gw.gql(LOG, { id: location.id, after: 'forged' }, { token })).code).toBe(
      'BAD_USER_INPUT',
    );
    // Even the app's own database role cannot rewrite or remove history.
    const db = gw.database.db;
    await expect(
      db.execute(sql`update audit_log set reason = 'riscritto' where subject_id = ${location.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where subject_id = ${location.id}`)).rejects.toThrow();
    expect(await auditOf(gw, location.id)).toHaveLength(3);
  });
});
