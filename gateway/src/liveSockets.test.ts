import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { buildUser, tokenFor } from './test/factories.js';
import {
  liveClient,
  notificationFeed,
  pushNotification,
  untilLive,
  within,
  type LiveClient,
} from './test/ws.js';
import { users } from './db/schema/index.js';
import { endSession, openSession } from './modules/auth/session.js';
import { issueResetToken } from './modules/auth/otp.js';
import { tokenConfig } from './context.js';
import { redisOrSkipReason, TEST_REDIS_URL as REDIS_URL } from './test/redis.js';

const redis = await redisOrSkipReason('liveSockets.test: the cross-process case');
const SESSION_ENDED = 4401;
const SETTINGS = `mutation ($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { notifyNewLocations } }`;

let gw: TestGateway;
const open: LiveClient[] = [];
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.dispose()));
  await gw?.stop();
});

function connect(target: TestGateway, token?: string) {
  const c = liveClient(target.url, { token });
  open.push(c);
  return c;
}

/** A host with a live notification feed on its socket (an event already delivered through it). */
async function hostWithFeed(target = gw) {
  const user = await buildUser(target.database.db);
  const token = await tokenFor(target, user, 'HOST');
  const live = connect(target, token);
  const feed = notificationFeed(live, 'HOST');
  await untilLive(feed, () => pushNotification(target.pubsub, user.id, 'HOST'));
  return { user, token, live, feed };
}

/** After the session ended: the socket closed as 'session ended' and nothing more is delivered. */
async function expectEnded(target: TestGateway, h: Awaited<ReturnType<typeof hostWithFeed>>) {
  const closed = await within(h.live.closed, 10_000, 'socket close');
  expect(closed.code).toBe(SESSION_ENDED);
  await within(h.feed.ended, 5_000, 'feed end');
  const seen = h.feed.events.length;
  await pushNotification(target.pubsub, h.user.id, 'HOST');
  await new Promise((r) => setTimeout(r, 300));
  expect(h.feed.events.length).toBe(seen);
  // The same token cannot open another socket: closed as ended too, not left to retry as Forbidden.
  const again = connect(target, h.token);
  await expect(again.run(`{ viewer { user { id } } }`)).rejects.toMatchObject({ code: SESSION_ENDED });
}

describe('sockets follow their session', () => {
  it('logout over HTTP closes the session’s sockets with 4401 and stops its notifications', async () => {
    const h = await hostWithFeed();
    const res = await gw.gql(`mutation { logout }`, {}, { token: h.token });
    expect(res.errors).toBeUndefined();
    await expectEnded(gw, h);
  });

  it('deleteAccount closes the sockets, and no write through them reaches the anonymised row', async () => {
    const h = await hostWithFeed();
    // Writes over the socket work while the session is live.
    const before = await h.live.run(SETTINGS, { input: { notifyNewLocations: false } });
    expect(before.errors).toBeUndefined();
    expect((await gw.gql(`mutation { deleteAccount }`, {}, { token: h.token })).errors).toBeUndefined();
    await expect(h.live.run(SETTINGS, { input: { notifyNewLocations: true } })).rejects.toBeTruthy();
    await expectEnded(gw, h);
    const [row] = await gw.database.db.select().from(users).where(eq(users.id, h.user.id));
    expect(row).toMatchObject({ fullName: null, notifyNewLocations: false });
    expect(row?.deletedAt).not.toBeNull();
  });

  it('a password change closes the other sessions’ sockets and keeps the current one', async () => {
    const h = await hostWithFeed();
    const current = await tokenFor(gw, h.user, 'HOST');
    const mine = connect(gw, current);
    const myFeed = notificationFeed(mine, 'HOST');
    await untilLive(myFeed, () => pushNotification(gw.pubsub, h.user.id, 'HOST'));
    const res = await gw.gql(
      `mutation ($input: UpdatePasswordInput!) { updatePassword(input: $input) }`,
      {
        input: {
          currentPassword: h.user.password,
          newPassword: 'Nuova!2026x',
          confirmPassword: 'Nuova!2026x',
        },
      },
      { token: current },
    );
    expect(res.errors).toBeUndefined();
    await expectEnded(gw, h);
    // The session that changed the password keeps its socket and its notifications.
    await untilLive(myFeed, () => pushNotification(gw.pubsub, h.user.id, 'HOST'));
  });

  it('a password reset closes every socket of the account', async () => {
    const h = await hostWithFeed();
    const resetToken = await issueResetToken(gw.database.db, h.user.id);
    const res = await gw.gql(`mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`, {
      input: { resetToken, newPassword: 'Ripristino!2026' },
    });
    expect(res.errors).toBeUndefined();
    await expectEnded(gw, h);
  });

  it('each operation looks the session up: one ended without any message is refused at once', async () => {
    const user = await buildUser(gw.database.db);
    const { token, sessionId } = await openSession(
      gw.database.db,
      { ...tokenConfig(gw.config), ttlDays: 1 },
      user,
    );
    const live = connect(gw, token);
    expect((await live.run(`{ viewer { user { id } } }`)).data).toMatchObject({
      viewer: { user: { id: user.id } },
    });
    await endSession(gw.database.db, sessionId); // no announcement: only the per-operation check can see it
    const after = await live.run(SETTINGS, { input: { notifyNewLocations: false } }).catch((e: unknown) => e);
    expect(JSON.stringify(after)).not.toContain('notifyNewLocations":false');
    expect((await within(live.closed, 5_000, 'close')).code).toBe(SESSION_ENDED);
    const [row] = await gw.database.db.select().from(users).where(eq(users.id, user.id));
    // Still not chosen: the write never reached the row.
    expect(row?.notifyNewLocations).toBeNull();
  });

  it('an event is delivered only while the session is live, even when no message says it ended', async () => {
    const user = await buildUser(gw.database.db);
    const { token, sessionId } = await openSession(
      gw.database.db,
      { ...tokenConfig(gw.config), ttlDays: 1 },
      user,
      { role: 'HOST' },
    );
    const live = connect(gw, token);
    const feed = notificationFeed(live, 'HOST');
    await untilLive(feed, () => pushNotification(gw.pubsub, user.id, 'HOST'));
    await endSession(gw.database.db, sessionId); // silently: as if the message were lost
    await new Promise((r) => setTimeout(r, 5_500)); // past the socket's cached look-up
    const seen = feed.events.length;
    await pushNotification(gw.pubsub, user.id, 'HOST');
    expect((await within(live.closed, 5_000, 'close on the next event')).code).toBe(SESSION_ENDED);
    expect(feed.events.length).toBe(seen);
  });

  it('a socket is closed when its session expires', async () => {
    const user = await buildUser(gw.database.db);
    // A session two seconds long.
    const { token } = await openSession(
      gw.database.db,
      { ...tokenConfig(gw.config), ttlDays: 2 / 86_400 },
      user,
    );
    const live = connect(gw, token);
    expect((await live.run(`{ viewer { user { id } } }`)).errors).toBeUndefined();
    expect((await within(live.closed, 8_000, 'close at expiry')).code).toBe(SESSION_ENDED);
  });

  it.skipIf(!redis)('logout on one gateway process closes the socket held by another (Redis)', async () => {
    const a = await startTestGateway({ REDIS_URL });
    const b = await startTestGateway({ REDIS_URL });
    try {
      const h = await hostWithFeed(a);
      expect((await b.gql(`mutation { logout }`, {}, { token: h.token })).errors).toBeUndefined();
      const closed = await within(h.live.closed, 10_000, 'close through Redis');
      expect(closed.code).toBe(SESSION_ENDED);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
