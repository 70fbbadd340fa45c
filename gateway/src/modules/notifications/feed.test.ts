import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.js';
import { insertNotification } from './service.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const FEED = `query ($r: SessionRole!, $a: String) { notifications(role: $r, after: $a) { nextCursor items { id type isRead createdAt } } }`;
const MARK = `mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) }`;
const UNREAD = `query ($r: SessionRole!) { viewer { hasUnreadNotifications(role: $r) } }`;
type Feed = { notifications: { nextCursor: string | null; items: { id: string; isRead: boolean }[] } };

describe('notification feed', () => {
  it('pages 10 at a time newest first, per role, and marks read in one call', async () => {
    const user = await buildUser(gw.database.db);
    const token = await tokenFor(gw, user, 'HOST');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const row = await insertNotification(gw.database.db, {
        userId: user.id,
        role: 'HOST',
        type: 'NEW_QUOTE_REQUEST',
        metadata: {},
      });
      ids.push(row.id);
    }
    await insertNotification(gw.database.db, {
      userId: user.id,
      role: 'GUEST',
      type: 'QUOTE_REQUEST_UPDATED',
      metadata: {},
    });
    const p1 = await gw.gql<Feed>(FEED, { r: 'HOST' }, { token });
    expect(p1.data!.notifications.items).toHaveLength(10);
    expect(p1.data!.notifications.items[0]!.id).toBe(ids[11]);
    const p2 = await gw.gql<Feed>(FEED, { r: 'HOST', a: p1.data!.notifications.nextCursor }, { token });
    expect(p2.data!.notifications.items.map((i) => i.id)).toEqual([ids[1], ids[0]]);
    expect(p2.data!.notifications.nextCursor).toBeNull();

    expect(
      (await gw.gql<{ viewer: { hasUnreadNotifications: boolean } }>(UNREAD, { r: 'HOST' }, { token })).data!
        .viewer.hasUnreadNotifications,
    ).toBe(true);
    // Someone else's id in the list is ignored.
    const other = await buildUser(gw.database.db);
    const foreign = await insertNotification(gw.database.db, {
      userId: other.id,
      role: 'HOST',
      type: 'NEW_QUOTE_REQUEST',
      metadata: {},
    });
    await gw.gql(MARK, { ids: [...ids, foreign.id] }, { token });
    expect(
      (await gw.gql<{ viewer: { hasUnreadNotifications: boolean } }>(UNREAD, { r: 'HOST' }, { token })).data!
        .viewer.hasUnreadNotifications,
    ).toBe(false);
    expect(
      (await gw.gql<{ viewer: { hasUnreadNotifications: boolean } }>(UNREAD, { r: 'GUEST' }, { token })).data!
        .viewer.hasUnreadNotifications,
    ).toBe(true);
    const otherToken = await tokenFor(gw, other, 'HOST');
    const theirs = await gw.gql<Feed>(FEED, { r: 'HOST' }, { token: otherToken });
    expect(theirs.data!.notifications.items.map((i) => [i.id, i.isRead])).toEqual([[foreign.id, false]]);
    expect((await gw.gql(FEED, { r: 'HOST' })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('orders by when each notification happened across locations and pages, ties by insertion', async () => {
    const user = await buildUser(gw.database.db);
    const token = await tokenFor(gw, user, 'HOST');
    const day = 86_400_000;
    const base = Date.now();
    // Written location by location, as the seed or a job writes them: insertion order is not date order.
    // Microseconds (which a JavaScript date cannot carry) must not make a page repeat or skip a row.
    const written: { id: string; at: number }[] = [];
    for (const offset of [0, 0.5]) {
      for (let d = 1; d <= 7; d++) {
        const at = base - (d + offset) * day;
        const [row] = await gw.database.db
          .insert(notifications)
          .values({
            userId: user.id,
            role: 'HOST',
            type: 'NEW_QUOTE_REQUEST',
            createdAt: sql`${new Date(at).toISOString()}::timestamptz + interval '123 microseconds'`,
          })
          .returning();
        written.push({ id: row!.id, at: at + 0.123 });
      }
    }
    const tie = new Date(base - 3 * day).toISOString();
    for (let i = 0; i < 2; i++) {
      const [row] = await gw.database.db
        .insert(notifications)
        .values({ userId: user.id, role: 'HOST', type: 'NEW_QUOTE_REQUEST', createdAt: new Date(tie) })
        .returning();
      written.push({ id: row!.id, at: Date.parse(tie) + i / 1000 }); // same time: the later insert first
    }
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Feed = (await gw.gql<Feed>(FEED, { r: 'HOST', a: after }, { token })).data!;
      seen.push(...page.notifications.items.map((n) => n.id));
      after = page.notifications.nextCursor;
    } while (after);
    const expected = [...written].sort((a, b) => b.at - a.at).map((w) => w.id);
    expect(seen).toEqual(expected);
    const bad = await gw.gql(
      FEED,
      { r: 'HOST', a: Buffer.from('n2:yesterday|1').toString('base64url') },
      { token },
    );
    expect(bad.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });
});
