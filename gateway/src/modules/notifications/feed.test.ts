import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
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
});
