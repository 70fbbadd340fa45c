import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import { locations, notifications, outbox, platformTasks, users } from '../../db/schema/index.js';
import { announceNewLocation, runAnnouncements } from './announcements.js';
import { wantsNewLocations } from './preferences.js';

// Its own database: an announcement reaches every guest, and other files' feeds must not see it.
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({}, { isolated: true });
  // The fan-outs here are run by the test itself, and the thousands of messages they queue stay unsent.
  await gw.app.outbox.stop();
});
afterAll(async () => {
  await gw.stop();
});

const deps = () => ({
  db: gw.database.db,
  publicUrl: 'https://festalocation.test',
  pubsub: gw.pubsub,
  logger: pino({ level: 'silent' }),
});

/** A location that just went public for the first time, announced in the same transaction. */
async function goesPublic() {
  const loc = await buildLocation(gw.database.db, { publishedAt: null, subscriptionStatus: 'INACTIVE' });
  await gw.database.db.transaction(async (tx) => {
    await tx
      .update(locations)
      .set({ subscriptionStatus: 'ACTIVE', publishedAt: new Date() })
      .where(eq(locations.id, loc.id));
    await announceNewLocation(tx, loc.id);
  });
  return loc;
}

const newLocationRows = async (locationId: string) =>
  gw.database.db
    .select({ userId: notifications.userId, role: notifications.role })
    .from(notifications)
    .where(and(eq(notifications.locationId, locationId), eq(notifications.type, 'NEW_LOCATION')));

describe('new-location announcements', () => {
  it('reach the guests who asked, once, in batches; not those who opted out, left or were suspended', async () => {
    const db = gw.database.db;
    const asked = await buildUser(db);
    const optedOut = await buildUser(db, { notifyNewLocations: false });
    const deleted = await buildUser(db, { deletedAt: new Date() });
    const suspended = await buildUser(db, {
      suspendedAt: new Date(),
      suspensionReason: 'Prova di sospensione',
    });
    const loc = await goesPublic();
    // Batches of 2: several transactions, one cursor.
    await runAnnouncements(deps(), 2);
    const rows = await newLocationRows(loc.id);
    const told = new Set(rows.map((r) => r.userId));
    expect(told.has(asked.id)).toBe(true);
    expect(told.has(loc.ownerId)).toBe(false);
    for (const u of [optedOut, deleted, suspended]) expect(told.has(u.id)).toBe(false);
    expect(rows.every((r) => r.role === 'GUEST')).toBe(true);
    expect(told.size).toBe(rows.length);
    // E-mail and push wait in the outbox for each one told.
    const [mail] = await db
      .select({ n: count() })
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${asked.email}`);
    expect(mail!.n).toBe(1);

    // Announcing it again (another path making it public) adds nothing.
    await db.transaction((tx) => announceNewLocation(tx, loc.id));
    await runAnnouncements(deps(), 2);
    expect(await newLocationRows(loc.id)).toHaveLength(rows.length);
  });

  it('reach guests by default, hosts (whose competitors they are) only if they asked', async () => {
    const db = gw.database.db;
    const guest = await buildUser(db);
    const newHost = await buildUser(db);
    await buildLocation(db, { ownerId: newHost.id });
    const hostWhoAsked = await buildUser(db, { notifyNewLocations: true });
    await buildLocation(db, { ownerId: hostWhoAsked.id });
    const guestWhoDeclined = await buildUser(db, { notifyNewLocations: false });
    const loc = await goesPublic();
    await runAnnouncements(deps());
    const told = new Set((await newLocationRows(loc.id)).map((r) => r.userId));
    expect([guest, newHost, hostWhoAsked, guestWhoDeclined].map((u) => told.has(u.id))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    // The profile shows each switch as in force.
    const SWITCH = '{ viewer { user { notifyNewLocations } } }';
    const shown = async (user: typeof guest, role: 'HOST' | 'GUEST') =>
      (
        await gw.gql<{ viewer: { user: { notifyNewLocations: boolean } } }>(
          SWITCH,
          {},
          {
            token: await tokenFor(gw, user, role),
          },
        )
      ).data!.viewer.user.notifyNewLocations;
    expect(await shown(guest, 'GUEST')).toBe(true);
    expect(await shown(newHost, 'HOST')).toBe(false);
    expect(await shown(hostWhoAsked, 'GUEST')).toBe(true);
  });

  it('a location private again before its turn is not announced', async () => {
    const loc = await goesPublic();
    await gw.database.db
      .update(locations)
      .set({ subscriptionStatus: 'PAST_DUE' })
      .where(eq(locations.id, loc.id));
    await runAnnouncements(deps());
    expect(await newLocationRows(loc.id)).toEqual([]);
    const [task] = await gw.database.db
      .select()
      .from(platformTasks)
      .where(and(eq(platformTasks.locationId, loc.id), eq(platformTasks.kind, 'ANNOUNCE_NEW_LOCATION')));
    expect(task!.doneAt).not.toBeNull();
  });

  it('fans out to 10,000 guests within CI time', async () => {
    const db = gw.database.db;
    await db.execute(sql`
      insert into ${users} (email, password_hash, is_verified, full_name, notify_new_locations)
      select 'folla-' || g || '@test.festalocation.it', 'x', true, 'Ospite ' || g, true
      from generate_series(1, 10000) g`);
    const loc = await goesPublic();
    const [guests] = await db
      .select({ n: count() })
      .from(users)
      .where(and(wantsNewLocations, sql`deleted_at is null and suspended_at is null`));
    const started = Date.now();
    await runAnnouncements(deps());
    const seconds = (Date.now() - started) / 1000;
    const rows = await newLocationRows(loc.id);
    // Everyone who wants them, each once (the owner, a host who never asked, is not among them).
    expect(rows.length).toBe(guests!.n);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(rows.length);
    console.log(`[announcements] ${rows.length} guests told in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(120);
  }, 180_000);
});
