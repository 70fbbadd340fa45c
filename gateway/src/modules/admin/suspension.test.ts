import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { locations, reviews } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor, uid } from '../../test/factories.js';
import { adminOf, auditOf, errorOf, MODERATION_LOCATION, notificationsOf, REASON, USER } from './testing.js';
import { LOGIN } from '../../test/auth.js';

let gw: TestGateway;
let token: string;
let adminId: string;
beforeAll(async () => {
  gw = await startTestGateway();
  const a = await adminOf(gw);
  token = a.token;
  adminId = a.admin.id;
});
afterAll(async () => {
  await gw?.stop();
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
    // The e-mail leaves through the outbox, after the request: wait for it to be sent.
    await gw.app.outbox.drain();
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
    const login = await gw.gql(LOGIN, { input: { email: user.email, password: user.password } });
    expect(errorOf(login)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Il tuo account è sospeso. Scrivi a supporto@festalocation.it per informazioni.',
      extensions: { reason: 'SUSPENDED' },
    });
    // A wrong password says nothing about the suspension.
    expect(errorOf(await gw.gql(LOGIN, { input: { email: user.email, password: 'Sbagliata!1' } })).code).toBe(
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
          input: { email: user.email, password: user.password },
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

  it('names each subject as it is called now, with the location to link to', async () => {
    const db = gw.database.db;
    const location = await buildLocation(db, { name: `Villa Registro ${uid()}` });
    const person = await buildUser(db, { fullName: `Marta Registro ${uid()}` });
    const [review] = await db
      .insert(reviews)
      .values({
        locationId: location.id,
        author: 'Luca B.',
        voteTenths: 40,
        title: `Festa riuscita ${uid()}`,
        content: 'Tutto bene, dalla prima all’ultima ora.',
      })
      .returning();
    for (const [q, id] of [
      [`mutation ($id: ID!) { suspendLocation(id: $id, reason: "${REASON}") { id } }`, location.id],
      [`mutation ($id: ID!) { suspendUser(id: $id, reason: "${REASON}") { id } }`, person.id],
      [`mutation ($id: ID!) { hideReview(id: $id, reason: "${REASON}") { id } }`, review!.id],
    ] as const)
      expect((await gw.gql(q, { id }, { token })).errors).toBeUndefined();
    // Renamed since: the log says what it is called today.
    await db
      .update(locations)
      .set({ name: `${location.name} (nuovo nome)` })
      .where(eq(locations.id, location.id));
    const LOG = `query { auditLog(first: 3) { entries { subjectType subjectId subjectName subjectLocationId subjectLocationName } } }`;
    const res = await gw.gql<{ auditLog: { entries: Record<string, unknown>[] } }>(LOG, {}, { token });
    expect(res.data!.auditLog.entries).toEqual([
      {
        subjectType: 'REVIEW',
        subjectId: review!.id,
        subjectName: review!.title,
        subjectLocationId: location.id,
        subjectLocationName: `${location.name} (nuovo nome)`,
      },
      {
        subjectType: 'USER',
        subjectId: person.id,
        subjectName: person.fullName,
        subjectLocationId: null,
        subjectLocationName: null,
      },
      {
        subjectType: 'LOCATION',
        subjectId: location.id,
        subjectName: `${location.name} (nuovo nome)`,
        subjectLocationId: location.id,
        subjectLocationName: `${location.name} (nuovo nome)`,
      },
    ]);
  });
});
