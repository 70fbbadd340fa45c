import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import { locationContactClicks, locations } from '../../db/schema/index.js';

const TOGGLE = /* GraphQL */ `
  mutation ($id: ID!, $action: FavoriteAction!) {
    toggleLocationFavorite(locationId: $id, action: $action) {
      locationId
      isFavorite
    }
  }
`;
const LIST = /* GraphQL */ `
  query ($first: Int, $after: String) {
    favorites(first: $first, after: $after) {
      items {
        id
        isFavorite
      }
      nextCursor
      hasMore
    }
  }
`;
const CLICK = /* GraphQL */ `
  mutation ($id: ID!, $type: ContactType!) {
    recordContactClick(locationId: $id, type: $type)
  }
`;

type List = { favorites: { items: { id: string; isFavorite: boolean }[]; nextCursor: string | null } };

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

describe('favourites', () => {
  it('needs a session', async () => {
    const loc = await buildLocation(gw.database.db);
    const res = await gw.gql(TOGGLE, { id: loc.id, action: 'ADD' });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const list = await gw.gql(LIST, {});
    expect(list.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds idempotently, lists newest first, pages with a cursor and removes', async () => {
    const user = await buildUser(gw.database.db);
    const token = await tokenFor(gw, user);
    const [a, b, c] = [
      await buildLocation(gw.database.db),
      await buildLocation(gw.database.db),
      await buildLocation(gw.database.db),
    ];
    for (const l of [a, b, c, a]) {
      const res = await gw.gql(TOGGLE, { id: l.id, action: 'ADD' }, { token });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ toggleLocationFavorite: { locationId: l.id, isFavorite: true } });
    }
    const first = await gw.gql<List>(LIST, { first: 2 }, { token });
    expect(first.data?.favorites.items.map((i) => i.id)).toEqual([c.id, b.id]);
    expect(first.data?.favorites.items.every((i) => i.isFavorite)).toBe(true);
    const second = await gw.gql<List>(LIST, { first: 2, after: first.data?.favorites.nextCursor }, { token });
    expect(second.data?.favorites.items.map((i) => i.id)).toEqual([a.id]);
    expect(second.data?.favorites.nextCursor).toBeNull();

    await gw.gql(TOGGLE, { id: b.id, action: 'REMOVE' }, { token });
    await gw.gql(TOGGLE, { id: b.id, action: 'REMOVE' }, { token });
    const after = await gw.gql<List>(LIST, {}, { token });
    expect(after.data?.favorites.items.map((i) => i.id)).toEqual([c.id, a.id]);
    // Someone else's list is their own.
    const other = await gw.gql<List>(
      LIST,
      {},
      { token: await tokenFor(gw, await buildUser(gw.database.db)) },
    );
    expect(other.data?.favorites.items).toEqual([]);
  });

  it('cannot favourite a hidden or unknown location, and hides favourites that stop being public', async () => {
    const token = await tokenFor(gw, await buildUser(gw.database.db));
    const hidden = await buildLocation(gw.database.db, { approvalStatus: 'PENDING' });
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await gw.gql(TOGGLE, { id, action: 'ADD' }, { token });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const malformed = await gw.gql(TOGGLE, { id: 'nope', action: 'ADD' }, { token });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'locationId' });
    const loc = await buildLocation(gw.database.db);
    await gw.gql(TOGGLE, { id: loc.id, action: 'ADD' }, { token });
    await gw.database.db
      .update(locations)
      .set({ subscriptionStatus: 'CANCELED' })
      .where(eq(locations.id, loc.id));
    const list = await gw.gql<List>(LIST, {}, { token });
    expect(list.data?.favorites.items).toEqual([]);
  });
});

describe('contact clicks', () => {
  const clicks = async (id: string) => {
    const [row] = await gw.database.db
      .select({ phone: locations.phoneClicks, wa: locations.whatsappClicks })
      .from(locations)
      .where(eq(locations.id, id));
    return row;
  };

  it('counts Chiama and WhatsApp clicks separately, with or without a session', async () => {
    const loc = await buildLocation(gw.database.db, { visibleContacts: true, whatsapp: '3331234567' });
    const user = await buildUser(gw.database.db);
    expect((await gw.gql(CLICK, { id: loc.id, type: 'PHONE_NUMBER' })).data).toEqual({
      recordContactClick: true,
    });
    await gw.gql(CLICK, { id: loc.id, type: 'WHATSAPP' }, { token: await tokenFor(gw, user) });
    await gw.gql(CLICK, { id: loc.id, type: 'WHATSAPP' });
    expect(await clicks(loc.id)).toEqual({ phone: 1, wa: 2 });
    const rows = await gw.database.db
      .select()
      .from(locationContactClicks)
      .where(eq(locationContactClicks.locationId, loc.id));
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.userId === user.id)).toHaveLength(1);
  });

  it('refuses hidden contacts, a missing number and unpublished locations', async () => {
    const hiddenContacts = await buildLocation(gw.database.db, { visibleContacts: false });
    const noWhatsapp = await buildLocation(gw.database.db, { visibleContacts: true, whatsapp: null });
    const pending = await buildLocation(gw.database.db, { visibleContacts: true, approvalStatus: 'PENDING' });
    for (const [id, type] of [
      [hiddenContacts.id, 'PHONE_NUMBER'],
      [noWhatsapp.id, 'WHATSAPP'],
      [pending.id, 'PHONE_NUMBER'],
    ] as const) {
      const res = await gw.gql(CLICK, { id, type });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(await clicks(hiddenContacts.id)).toEqual({ phone: 0, wa: 0 });
  });
});
