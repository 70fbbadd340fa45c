import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import bcrypt from 'bcrypt';
import pino from 'pino';
import { and, eq, isNull, like, ne, sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { migrateDatabase, openDatabase, type Database } from '../db/client.js';
import {
  ambientImages,
  locationImages,
  locations,
  locationSubscriptions,
  reviews,
  serviceImages,
  users,
} from '../db/schema/index.js';
import { createRecordingMailer } from '../mail/mailer.js';
import { createRecordingPush } from '../outbox/push.js';
import { createPubSub } from '../pubsub.js';
import { startApp, type App } from '../server.js';
import { BCRYPT_COST } from '../modules/auth/passwords.js';
import { DEMO_ACCOUNTS } from './index.js';
import { seedOnStart } from './startup.js';
import { LOGIN } from '../test/auth.js';

// Each case starts from an empty database of its own (embedded PGlite in memory), as a first start would.
const opened: { database: Database; app?: App }[] = [];
afterAll(async () => {
  for (const o of opened) {
    await o.app?.stop();
    await o.database.close();
  }
});

async function firstStart(env: Record<string, string>) {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    MEDIA_DIR: './.data/test-media',
    CLIENT_DIST: './.data/no-client',
    JWT_SECRET: 'a-test-secret-that-is-long-enough-for-production',
    ...env,
  });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const entry: { database: Database; app?: App } = { database };
  opened.push(entry);
  await migrateDatabase(database);
  await seedOnStart(database, config, () => {});
  const logger = pino({ level: 'silent' });
  const app = await startApp({
    config,
    database,
    pubsub: await createPubSub(undefined, logger),
    logger,
    mailer: createRecordingMailer(),
    push: createRecordingPush(),
  });
  entry.app = app;
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    (await (
      await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  return { database, gql };
}

const count = async (database: Database, table: string) =>
  (await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;

describe('first start', () => {
  it('in production seeds reference data but no user, so no demo password opens anything', async () => {
    const { database, gql } = await firstStart({ NODE_ENV: 'production' });
    expect(await count(database, 'users')).toBe(0);
    expect(await count(database, 'cities')).toBeGreaterThan(7000);
    expect(await count(database, 'tags')).toBeGreaterThan(0);
    expect(await count(database, 'service_types')).toBeGreaterThan(0);
    for (const demo of Object.values(DEMO_ACCOUNTS)) {
      const res = await gql(LOGIN, { input: { email: demo.email, password: demo.password } });
      expect(res.errors?.[0]?.message).toBe('Credenziali non valide');
    }
  }, 180_000);

  it('in development seeds the demo accounts with the same bcrypt cost as real accounts', async () => {
    const { database, gql } = await firstStart({ NODE_ENV: 'development', STRIPE_STANDIN_STATE: '' });
    const rows = await database.db.select({ hash: users.passwordHash, email: users.email }).from(users);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(bcrypt.getRounds(row.hash!)).toBe(BCRYPT_COST);
    const res = await gql(LOGIN, {
      input: { email: DEMO_ACCOUNTS.guest.email, password: DEMO_ACCOUNTS.guest.password },
    });
    expect(res.errors).toBeUndefined();
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    expect(admin!.isAdmin).toBe(true);
    // Flower services and open-air ambients show the shipped photographs (photos/CREDITS.md), copied to the media folder.
    const photos = await database.db
      .select({ url: serviceImages.url })
      .from(serviceImages)
      .where(like(serviceImages.url, '/media/seed/photo-%'));
    expect(photos.length).toBeGreaterThan(0);
    const outdoor = await database.db
      .select({ url: ambientImages.url })
      .from(ambientImages)
      .where(like(ambientImages.url, '/media/seed/photo-%'));
    expect(outdoor.length).toBeGreaterThan(0);
    for (const { url } of [...photos, ...outdoor])
      expect(fs.existsSync(path.join('./.data/test-media', url.replace('/media/', '')))).toBe(true);

    // The demo host's live locations were subscribed at the stand-in as real ones are: a renewal (or an
    // early adopter's free period), the test card, the plan; the others too, renewing on different days.
    const [host] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.host.email));
    // All made before the gateway says it is ready.
    const unsubscribed = async () =>
      (
        await database.db
          .select({ id: locations.id })
          .from(locations)
          .leftJoin(locationSubscriptions, eq(locationSubscriptions.locationId, locations.id))
          .where(
            and(
              eq(locations.subscriptionStatus, 'ACTIVE'),
              ne(locations.subscriptionType, 'FREE_FOREVER'),
              isNull(locationSubscriptions.stripeSubscriptionId),
            ),
          )
      ).length;
    expect(await unsubscribed()).toBe(0);
    const subscribed = await database.db
      .select({ loc: locations, sub: locationSubscriptions })
      .from(locations)
      .innerJoin(locationSubscriptions, eq(locationSubscriptions.locationId, locations.id))
      .where(eq(locations.subscriptionStatus, 'ACTIVE'));
    const own = subscribed.filter((r) => r.loc.ownerId === host!.id);
    expect(own.map((r) => r.loc.subscriptionType).sort()).toEqual(['REDUCED_PRICE', 'STANDARD']);
    for (const { sub } of own) {
      expect(sub.stripeSubscriptionId).toMatch(/^sub_/);
      expect(sub.renewalAt).not.toBeNull();
      expect([sub.paymentMethodBrand, sub.paymentMethodLast4]).toEqual(['visa', '4242']);
      expect(sub.planId).not.toBeNull();
    }
    expect(own.find((r) => r.loc.subscriptionType === 'REDUCED_PRICE')!.sub.trialEnd).not.toBeNull();
    const paying = subscribed.filter((r) => r.loc.subscriptionType !== 'FREE_FOREVER');
    expect(paying.length).toBeGreaterThan(50);
    expect(paying.every((r) => r.sub.stripeSubscriptionId)).toBe(true);
    expect(new Set(paying.map((r) => r.sub.renewalAt!.toISOString().slice(0, 10))).size).toBeGreaterThan(30);

    // Reviews: no guest reviews a venue twice, each on its own day, all before the seed ran, over months.
    const all = await database.db.select().from(reviews);
    const byVenue = new Map<string, typeof all>();
    for (const r of all) byVenue.set(r.locationId, [...(byVenue.get(r.locationId) ?? []), r]);
    for (const list of byVenue.values()) {
      expect(new Set(list.map((r) => r.author)).size).toBe(list.length);
      expect(new Set(list.map((r) => r.createdAt.toISOString().slice(0, 10))).size).toBe(list.length);
    }
    const times = all.map((r) => r.createdAt.getTime());
    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * 86_400_000);

    // Every public venue's card shows a picture of its own, and logos are drawn marks, not gradients.
    const covers = await database.db
      .select({ url: locationImages.url })
      .from(locationImages)
      .innerJoin(locations, eq(locations.id, locationImages.locationId))
      .where(and(eq(locationImages.position, 0), eq(locations.isPublic, true)));
    expect(new Set(covers.map((c) => c.url)).size).toBe(covers.length);
    // …and no gallery shows one picture twice.
    const pictures = await database.db.select().from(locationImages);
    const galleries = new Map<string, string[]>();
    for (const p of pictures) galleries.set(p.locationId, [...(galleries.get(p.locationId) ?? []), p.url]);
    for (const urls of galleries.values()) expect(new Set(urls).size).toBe(urls.length);
    const logos = await database.db.select({ url: locations.logoUrl }).from(locations);
    const marks = logos.filter((l) => l.url).map((l) => l.url!);
    expect(marks.length).toBeGreaterThan(40);
    expect(new Set(marks).size).toBe(marks.length);
  }, 300_000);
});
