import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cities, locations } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { catalogue, type Catalogue } from '../../test/locations.js';
import { liveClient } from '../../test/ws.js';
import {
  adminOf,
  auditOf,
  errorOf,
  notificationsOf,
  outsiders,
  REASON,
  REVIEW,
  withChangeRequest,
} from './testing.js';

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

const withRequest = (over: Record<string, unknown> = {}) => withChangeRequest(gw, cat, over);

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
      'query { changeRequestQueue(pageSize: 50) { count items { id } } }',
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
